import {
  AUTH_UI_MESSAGES,
  pageRoutes,
  supportContactOf,
  telHref,
  VENDOR_MESSAGES,
  type Vendor,
  sayRule,
} from '@jatra/shared';
import { Button, Card, Facts, useHost } from '@jatra/shared/ui';
import { BadgeCheck, CircleX, Hourglass } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { EmailText } from '../profile';
import { Badge, useVendorText } from '../vendor';
import { accountI18n, useAccountI18n } from '../i18n';

const ICONS = { pending: Hourglass, approved: BadgeCheck, rejected: CircleX } as const;
const TITLES = {
  pending: sayRule(VENDOR_MESSAGES.pending),
  // a message of the account catalogue, said in the page's language
  approved: null,
  rejected: sayRule(VENDOR_MESSAGES.rejected),
} as const;

function GoToDashboard() {
  const { t } = useAccountI18n();
  const host = useHost();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    // approved while signed in: the session still says "user" until it is read afresh
    if (host.user?.role !== 'vendor') await host.refreshUser?.().catch(() => undefined);
    host.navigate(pageRoutes.vendor.link());
  };
  return (
    <Button className="partner-status__action" loading={opening} onClick={() => void open()}>
      {t('partner.goToDashboard')}
    </Button>
  );
}

/** The address in bold, free to break before its '@' (the message gives it as the tag's text). */
function StrongEmail({ children }: { children?: ReactNode }) {
  return (
    <strong>
      <EmailText address={typeof children === 'string' ? children : ''} />
    </strong>
  );
}

/** What an application says now: pending (and what happens next), approved (the dashboard), or rejected. */
export function PartnerStatus({ application }: { application: Vendor }) {
  const { t } = useAccountI18n();
  const host = useHost();
  const text = useVendorText();
  const headingId = useId();
  const { status } = application;
  const Icon = ICONS[status];
  const support = supportContactOf(host);
  return (
    <Card className={`partner-card partner-status partner-status--${status}`} aria-labelledby={headingId}>
      <div className="partner-status__head">
        <span className="partner-status__icon" aria-hidden="true">
          <Icon size={24} />
        </span>
        <h2 className="partner-card__title" id={headingId}>
          {TITLES[status] ?? t('partner.approvedTitle')}
        </h2>
      </div>
      {status === 'pending' && (
        <>
          <p className="partner-card__text">
            <accountI18n.RichMessage
              id="partner.pendingText"
              values={{ email: application.contact_email }}
              components={{ 0: <StrongEmail /> }}
            />
          </p>
          <p className="partner-card__text">{sayRule(AUTH_UI_MESSAGES.vendorPendingDetail)}</p>
        </>
      )}
      {status === 'approved' && (
        <>
          <p className="partner-card__text">{t('partner.approvedText')}</p>
          <GoToDashboard />
        </>
      )}
      {status === 'rejected' && (
        <p className="partner-card__text">
          <accountI18n.RichMessage
            id="partner.rejectedText"
            values={{ phone: support.support_phone, email: support.support_email }}
            components={{
              0: <a href={telHref(support.support_phone)} />,
              1: <a href={`mailto:${support.support_email}`} />,
            }}
          />
        </p>
      )}
      <div className="partner-status__application">
        <div className="partner-status__company">
          <h3 className="partner-status__company-name">{application.company_name}</h3>
          <Badge {...text.vendorBadge(status)} />
        </div>
        <Facts className="partner-facts">
          <div className="partner-facts__wide">
            <dt>{t('partner.registrationNumber')}</dt>
            <dd>{application.registration_number}</dd>
          </div>
          <div>
            <dt>{t('ticket.contact')}</dt>
            <dd>{application.contact_name}</dd>
          </div>
          <div>
            <dt>{t('profile.phone')}</dt>
            <dd>{application.contact_phone}</dd>
          </div>
          <div>
            <dt>{t('partner.appliedOn')}</dt>
            <dd>{text.instantDate(application.created_at)}</dd>
          </div>
        </Facts>
      </div>
    </Card>
  );
}
