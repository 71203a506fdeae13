import { pageRoutes } from '@jatra/shared';
import { Button } from '@jatra/shared/ui';
import { CheckCircle2, X } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuthStore } from '../auth';
import { useShellI18n } from '../i18n';
import {
  adoptOtherTabs,
  checkFollowed,
  dismissNotice,
  forgetPayments,
  listenToOtherTabs,
  usePaymentNews,
} from './payment-news-store';
import { SHARED_KEY } from './watch-list';
import './payment-news.css';

/** How often an open tab asks about a payment it follows, besides on focus and on another tab's news. */
export const FOLLOW_INTERVAL_MS = 10_000;

/**
 * Follows the signed-in traveller's payments from any page: asks the API when the tab comes back into view, when
 * another tab says a booking was confirmed, and every `FOLLOW_INTERVAL_MS` while it is in view. The payment
 * pages (`/payment…`) tell the outcome themselves, so no question is asked there.
 */
function useFollowPayments() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const authLoading = useAuthStore((state) => state.loading);
  const following = usePaymentNews((state) => state.following.join(' '));
  const onPaymentPage = useLocation().pathname.startsWith('/payment');

  useEffect(() => {
    // while the session is being read nobody is signed in yet: what this tab kept waits for it
    if (authLoading) return;
    if (!userId) return forgetPayments();
    adoptOtherTabs(userId);
    const onStorage = (event: StorageEvent) => {
      if (event.key === SHARED_KEY) adoptOtherTabs(userId);
    };
    window.addEventListener('storage', onStorage);
    const closeChannel = listenToOtherTabs((pnr) => {
      // a payment page tells its own outcome (the PhonePe window inherits this tab's list when it opens)
      if (window.location.pathname.startsWith('/payment')) return;
      if (usePaymentNews.getState().following.includes(pnr)) void checkFollowed(new AbortController().signal);
    });
    return () => {
      window.removeEventListener('storage', onStorage);
      closeChannel();
    };
  }, [userId, authLoading]);

  useEffect(() => {
    if (!userId || !following || onPaymentPage) return;
    const controller = new AbortController();
    const check = () => {
      if (document.visibilityState !== 'hidden') void checkFollowed(controller.signal);
    };
    check();
    const timer = setInterval(check, FOLLOW_INTERVAL_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      controller.abort();
      clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [userId, following, onPaymentPage]);
}

/**
 * "Payment received — your ticket … is confirmed", under the navbar on every page until the traveller opens the
 * ticket or closes the notice: a payment finished in the PhonePe window while this one showed something else.
 */
export function PaymentNotices() {
  useFollowPayments();
  const notices = usePaymentNews((state) => state.notices);
  const navigate = useNavigate();
  const signedIn = useAuthStore((state) => state.user !== null);
  const shown = signedIn ? notices : [];
  const { t } = useShellI18n();
  return (
    // always on the page, so a screen reader hears a notice as it comes in
    <div className="payment-notices" role="status">
      {shown.map((pnr) => (
        <div key={pnr} className="payment-notice">
          <div className="jt-container payment-notice__inner">
            <CheckCircle2 size={22} className="payment-notice__icon" aria-hidden="true" />
            <p className="payment-notice__text">{t('payment.ticketConfirmed', { pnr })}</p>
            <div className="payment-notice__actions">
              <Button
                onClick={() => {
                  dismissNotice(pnr);
                  navigate(pageRoutes.ticket.link({ pnr }));
                }}
              >
                {t('payment.viewTicket')}
              </Button>
              <Button
                variant="ghost"
                iconOnly
                aria-label={t('payment.closeNotice', { pnr })}
                onClick={() => dismissNotice(pnr)}
              >
                <X size={18} aria-hidden="true" />
              </Button>
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
