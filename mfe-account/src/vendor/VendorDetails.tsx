import { VENDOR_MESSAGES, type VendorDashboard, sayRule } from '@jatra/shared';
import { Card, Facts } from '@jatra/shared/ui';
import { Building2, Clock, Info, XCircle } from 'lucide-react';
import { useId } from 'react';
import { EmailText } from '../profile';
import { Badge } from './Badge';
import { useVendorText } from './vendor-text';

/** The vendor's application: company, registration, contact, status and when they applied. */
export function VendorDetails({ vendor }: { vendor: VendorDashboard['vendor'] }) {
  const headingId = useId();
  const { t, vendorBadge, instantDate } = useVendorText();
  const badge = vendorBadge(vendor.status);
  return (
    <Card className="vendor-card" aria-labelledby={headingId}>
      <div className="vendor-card__head">
        <h2 className="vendor-card__title" id={headingId}>
          <Building2 size={20} aria-hidden="true" />
          {vendor.company_name}
        </h2>
        <Badge {...badge} />
      </div>
      <Facts className="vendor-facts">
        <div>
          <dt>{t('vendor.registrationNumber')}</dt>
          <dd>{vendor.registration_number}</dd>
        </div>
        <div>
          <dt>{t('vendor.contactName')}</dt>
          <dd>{vendor.contact_name}</dd>
        </div>
        <div>
          <dt>{t('ticket.supportEmail')}</dt>
          <dd>
            {/* named by the address itself: the break before '@' is no part of it */}
            <a href={`mailto:${vendor.contact_email}`} aria-label={vendor.contact_email}>
              <EmailText address={vendor.contact_email} />
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('vendor.phone')}</dt>
          <dd>
            <a href={`tel:${vendor.contact_phone}`}>{vendor.contact_phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t('vendor.appliedOn')}</dt>
          <dd>{instantDate(vendor.created_at)}</dd>
        </div>
      </Facts>
    </Card>
  );
}

/** No operator linked yet: say why, in the words of where the application stands. */
export function AwaitingOperator({ status }: { status: VendorDashboard['vendor']['status'] }) {
  const headingId = useId();
  const { t } = useVendorText();
  const content =
    status === 'approved'
      ? {
          icon: <Info size={22} />,
          title: t('vendor.awaitingLinkTitle'),
          text: t('vendor.awaitingLinkText'),
        }
      : status === 'pending'
        ? {
            icon: <Clock size={22} />,
            title: sayRule(VENDOR_MESSAGES.pending),
            text: t('vendor.pendingText'),
          }
        : {
            icon: <XCircle size={22} />,
            title: sayRule(VENDOR_MESSAGES.rejected),
            text: t('vendor.rejectedText'),
          };
  return (
    <section className={`vendor-info vendor-info--${status}`} aria-labelledby={headingId}>
      <span className="vendor-info__icon" aria-hidden="true">
        {content.icon}
      </span>
      <div>
        <h2 className="vendor-info__title" id={headingId}>
          {content.title}
        </h2>
        <p className="vendor-info__text">{content.text}</p>
      </div>
    </section>
  );
}
