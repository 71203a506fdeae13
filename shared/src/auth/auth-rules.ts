import { z } from 'zod';
import { inputProblem } from '../api/input-rules';

/** OTP rules: 6 digits, 10 minutes, resend after 60 s, 5 wrong tries. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 600;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;

export { USER_ROLES, USER_STATUSES, type UserRole, type UserStatus } from './roles';

/** E.164: '+' then up to 15 digits, e.g. +919812345678. */
export const E164_PATTERN = /^\+[1-9]\d{7,14}$/;

/** The fields of GoTrue's `POST /otp` body that Jatra reads (supabase-js `signInWithOtp`). */
export const otpRequestSchema = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  create_user: z.boolean().optional().default(true),
  channel: z.enum(['sms', 'whatsapp']).optional(),
});

/** `POST /verify` (supabase-js `verifyOtp`), types email and sms. */
export const verifyRequestSchema = z.object({
  type: z.string(),
  token: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
});

export const passwordGrantSchema = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().min(1),
});

export const refreshGrantSchema = z.object({ refresh_token: z.string().min(1) });

/**
 * user_metadata travels in every access token: unbounded, four 30 KB updates made a token no server takes in a
 * header (431 on every call, the account locked out). Bytes of its JSON (UTF-8); depth as INPUT_LIMITS counts.
 */
export const USER_METADATA_LIMITS = { maxBytes: 4096, maxDepth: 8 } as const;

/** What a user_metadata (after merging an update) breaks of USER_METADATA_LIMITS, if anything. */
export function userMetadataProblem(
  metadata: Record<string, unknown>,
): 'metadataTooLarge' | 'metadataTooDeep' | undefined {
  if (inputProblem(metadata, USER_METADATA_LIMITS.maxDepth) === 'nestedTooDeeply') return 'metadataTooDeep';
  const bytes = new TextEncoder().encode(JSON.stringify(metadata)).length;
  return bytes > USER_METADATA_LIMITS.maxBytes ? 'metadataTooLarge' : undefined;
}

/** `PUT /user`: only `data` (user_metadata; merged, null deletes a key) is supported for now. */
export const updateUserSchema = z.object({
  data: z.record(z.string(), z.unknown()).optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
});

export const logoutScopeSchema = z.enum(['local', 'global', 'others']).default('local');

/** The dev mailbox's answer: messages for one address, newest first. */
export const mailboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  code: z.string().nullable(),
  created_at: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
