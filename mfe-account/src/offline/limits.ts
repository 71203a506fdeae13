/** At most this many tickets are kept for one traveller: the next ones to depart. */
export const MOST_TICKETS_KEPT = 10;
