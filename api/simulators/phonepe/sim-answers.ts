/** PhonePe's error bodies, shared by the simulator's routers. */
import type { Response } from 'express';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** PhonePe's error bodies: `{success:false, code, message}` (A9). */
export function fail(res: Response, status: number, code: string, message: string) {
  res.status(status).json({ success: false, code, message, data: {} });
}
