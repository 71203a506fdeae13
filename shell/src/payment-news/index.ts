/** What other features may use of payment-news: the rest of this folder is its own. */
export { hostPayments } from './payment-news-store';
export { TravellerPaymentNotices } from './TravellerPaymentNotices';
