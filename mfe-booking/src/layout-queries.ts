/** Phones get tabs and a bottom bar, wider screens side-by-side decks and a side panel. */
export const DECKS_SIDE_BY_SIDE = '(min-width: 600px)';
export const SUMMARY_SIDE_PANEL = '(min-width: 1024px)';
/** The payment page: the details beside a sticky payment card (payment.css). */
export const PAYMENT_SIDE_BY_SIDE = '(min-width: 960px)';
