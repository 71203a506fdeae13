/** The auth area's public entry: other areas import only what is here. */
export { listRoutes } from './access';
export type { Access, AccessLevel, AccessRule, RouteAccess } from './access';
export { createAuthRepositories } from './auth.service';
export { devMailboxMailSender } from './dev-mailbox';
export { googleSimRoutes } from './google-sim.routes';
export { createIdentitiesRepository, savedLocale } from './identities.repository';
export type { IdentitiesRepository, Identity, UserRow, UserStatus } from './identities.repository';
export type { MailSender } from './mail-sender';
export { createMailboxRepository } from './mailbox.repository';
export type { MailboxRepository } from './mailbox.repository';
export { mailboxRoutes } from './mailbox.routes';
export type { OAuth } from './oauth';
export { createPasswords } from './password';
export { currentUser } from './require-user';
export type { SignInLimitSettings } from './sign-in-limits';
export { smtpMailSender } from './smtp-sender';
export type { SmtpSettings } from './smtp-sender';
export { composeAuth } from './compose';
