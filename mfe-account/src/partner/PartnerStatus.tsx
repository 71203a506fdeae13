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
import { useId, useState } from 'react';
import { EmailText } from '../profile';
import { Badge, useVendorText } from '../vendor';

const ICONS = { pending: Hourglass, approved: BadgeCheck, rejected: CircleX } as const;
const TITLES = {
  pending: sayRule(VENDOR_MESSAGES.pending),
  approved: 'You are a Jatra partner',
  rejected: sayRule(VENDOR_MESSAGES.rejected),
} as const;

function GoToDashboard() {
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
      Go to your dashboard
    </Button>
  );
}

/** What an application says now: pending (and what happens next), approved (the dashboard), or rejected. */
export function PartnerStatus({ application }: { application: Vendor }) {
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
          {TITLES[status]}
        </h2>
      </div>
      {status === 'pending' && (
        <>
          <p className="partner-card__text">
            Thank you. An administrator is reviewing your application and will e-mail{' '}
            <strong>
              <EmailText address={application.contact_email} />
            </strong>{' '}
            the answer.
          </p>
          <p className="partner-card__text">{sayRule(AUTH_UI_MESSAGES.vendorPendingDetail)}</p>
        </>
      )}
      {status === 'approved' && (
        <>
          <p className="partner-card__text">
            Your dashboard lists your departures, their bookings and passenger lists once your company is linked to its
            bus operator.
          </p>
          <GoToDashboard />
        </>
      )}
      {status === 'rejected' && (
        <p className="partner-card__text">
          Your application was not approved. If you think this is a mistake or your details have changed, call{' '}
          <a href={telHref(support.support_phone)}>{support.support_phone}</a> or write to{' '}
          <a href={`mailto:${support.support_email}`}>{support.support_email}</a>.
        </p>
      )}
      <div className="partner-status__application">
        <div className="partner-status__company">
          <h3 className="partner-status__company-name">{application.company_name}</h3>
          <Badge {...text.vendorBadge(status)} />
        </div>
        <Facts className="partner-facts">
          <div className="partner-facts__wide">
            <dt>Registration number</dt>
            <dd>{application.registration_number}</dd>
          </div>
          <div>
            <dt>Contact</dt>
            <dd>{application.contact_name}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{application.contact_phone}</dd>
          </div>
          <div>
            <dt>Applied on</dt>
            <dd>{text.instantDate(application.created_at)}</dd>
          </div>
        </Facts>
      </div>
    </Card>
  );
}
