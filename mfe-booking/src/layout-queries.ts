/** Phones get a bottom bar, wider screens a side panel (the seat map's decks go side by side on their own). */
export const SUMMARY_SIDE_PANEL = '(min-width: 1024px)';
/** The payment page: the details beside a sticky payment card (payment.css). */
export const PAYMENT_SIDE_BY_SIDE = '(min-width: 960px)';
