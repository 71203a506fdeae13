import type { HostToast } from '@jatra/shared';
import { loadToasts } from './toasts-loader';

export const TOAST_DURATION_MS = { error: 4000, success: 2000, info: 3000 } as const;

/** The same message twice at once shows once (the id is the message). */
export const hostToast: HostToast = {
  success: (message) =>
    void loadToasts().then(({ toast }) => toast.success(message, { id: message, duration: TOAST_DURATION_MS.success })),
  error: (message) =>
    void loadToasts().then(({ toast }) => toast.error(message, { id: message, duration: TOAST_DURATION_MS.error })),
  info: (message) =>
    void loadToasts().then(({ toast }) => toast.info(message, { id: message, duration: TOAST_DURATION_MS.info })),
};
