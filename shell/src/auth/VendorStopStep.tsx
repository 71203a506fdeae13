import { AUTH_UI_MESSAGES } from '@jatra/shared';
import { Button } from '@jatra/shared/ui';
import { CircleX, Hourglass } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { VendorStop } from './vendor-gate';

const DETAILS: Record<VendorStop, string> = {
  pending: AUTH_UI_MESSAGES.vendorPendingDetail,
  rejected: AUTH_UI_MESSAGES.vendorRejectedDetail,
};

/**
 * The stop after OTP or Google for a vendor applicant who is pending or rejected (the card's title says
 * which): the user is already signed out again; they may sign in with another account.
 */
export function VendorStopStep({ stop, onAnotherAccount }: { stop: VendorStop; onAnotherAccount(): void }) {
  return (
    <div className="auth-step auth-stop" data-vendor-stop={stop}>
      <p className="auth-form__lead" role="status">
        {DETAILS[stop]}
      </p>
      <div className="auth-stop__actions">
        <Button className="auth-form__submit" onClick={onAnotherAccount}>
          Sign in with another account
        </Button>
        {stop === 'rejected' ? (
          <Link className="jt-button jt-button--ghost" to="/help">
            Contact support
          </Link>
        ) : (
          <Link className="jt-button jt-button--ghost" to="/">
            Back to home
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
