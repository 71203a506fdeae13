/**
 * Who we are, as the footer, Help and the ticket show it. `phone` and `email` are the support contact's defaults:
 * an admin may set others in Settings (`supportContactOf`, `DEFAULT_SETTINGS`).
 */
export const COMPANY = {
  name: 'Jatra Travels Private Limited',
  brand: 'Jatra',
  gstin: '18AAJCJ4821K1Z6',
  phone: '+91 361 246 8000',
  email: 'support@jatra.in',
  address: 'GS Road, Christian Basti, Guwahati, Assam 781005',
  social: {
    facebook: 'https://www.facebook.com/jatra.in',
    instagram: 'https://www.instagram.com/jatra.in',
    x: 'https://x.com/jatra_in',
    youtube: 'https://www.youtube.com/@jatra.in',
  },
} as const;
