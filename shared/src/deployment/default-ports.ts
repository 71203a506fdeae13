/** Where each part listens by default; every one can be moved with its `<NAME>_PORT` variable. */
export const DEFAULT_PORTS = {
  api: 8787,
  shell: 5173,
  search: 5174,
  booking: 5175,
  account: 5176,
  admin: 5177,
} as const;

export type PartName = keyof typeof DEFAULT_PORTS;
export const FRONTEND_PARTS = ['shell', 'search', 'booking', 'account', 'admin'] as const;
export type FrontendPart = (typeof FRONTEND_PARTS)[number];
