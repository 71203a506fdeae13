import { lazy, Suspense } from 'react';
import { useAuthStore } from '../auth';
import { usePaymentNews } from './payment-news-store';

const PaymentNotices = lazy(() => import('./PaymentNotices').then((module) => ({ default: module.PaymentNotices })));

/**
 * Only a signed-in traveller has payments to follow, so a visitor's pages never fetch the notices' code. They stay
 * mounted after a sign-out until what was followed is forgotten (which they do).
 */
export function TravellerPaymentNotices() {
  const signedIn = useAuthStore((state) => state.user !== null);
  const following = usePaymentNews((state) => state.following.length > 0);
  if (!signedIn && !following) return null;
  return (
    <Suspense fallback={null}>
      <PaymentNotices />
    </Suspense>
  );
}
