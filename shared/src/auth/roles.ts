// Kept apart from the request schemas of auth-rules.ts: the shell reads these on its first view, without zod.
export const USER_ROLES = ['user', 'vendor', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_STATUSES = ['active', 'suspended', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
