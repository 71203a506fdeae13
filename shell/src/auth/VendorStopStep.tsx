import { Button } from '@jatra/shared/ui';
import { CircleX, Hourglass } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { VendorStop } from './vendor-gate';
import { useAuthI18n, type AuthMessageId } from './i18n/auth-i18n';

const DETAILS: Record<VendorStop, AuthMessageId> = {
  pending: 'auth.vendorPendingDetail',
  rejected: 'auth.vendorRejectedDetail',
};

/**
 * The stop after OTP or Google for a vendor applicant who is pending or rejected (the card's title says
 * which): the user is already signed out again; they may sign in with another account.
 */
export function VendorStopStep({ stop, onAnotherAccount }: { stop: VendorStop; onAnotherAccount(): void }) {
  const { t } = useAuthI18n();
  return (
    <div className="auth-step auth-stop" data-vendor-stop={stop}>
      <p className="auth-form__lead" role="status">
        {t(DETAILS[stop])}
      </p>
      <div className="auth-stop__actions">
        <Button className="auth-form__submit" onClick={onAnotherAccount}>
          {t('auth.anotherAccount')}
        </Button>
        {stop === 'rejected' ? (
          <Link className="jt-button jt-button--ghost" to="/help">
            {t('auth.contactSupport')}
          </Link>
        ) : (
          <Link className="jt-button jt-button--ghost" to="/">
            {t('auth.backToHome')}
          </Link>
        )}
      </div>
    </div>
  );
}

/** The badge above the stop screen's title. */
export function VendorStopBadge({ stop }: { stop: VendorStop }) {
  const Icon = stop === 'pending' ? Hourglass : CircleX;
  return (
    <span className={`auth-card__badge auth-card__badge--${stop}`} aria-hidden="true">
      <Icon size={22} />
    </span>
  );
}
