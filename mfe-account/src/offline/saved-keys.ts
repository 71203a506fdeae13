/** The query keys of the copies kept on the device: the pages read them, a page kept drawn is drawn from them. */
export const savedKey = (userId: string | undefined, pnr: string | null) => ['saved-ticket', userId, pnr] as const;
export const savedListKey = (userId: string | undefined) => ['saved-tickets', userId] as const;
/** Set in a page kept drawn: the page was opened from the device's copy, which happens only when the network failed. */
export const SAVED_PAGE_KEY = ['opened-from-saved-page'] as const;
