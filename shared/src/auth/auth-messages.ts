import { USER_METADATA_LIMITS } from './auth-rules';
import { ruleMessage } from '../rules/i18n/rule-catalogues';

/** Words of the auth service; GoTrue's own texts where supabase-js users may see them. */
export const AUTH_MESSAGES = {
  userBanned: 'Your account is suspended. Please contact support.',
  otpExpired: 'Token has expired or is invalid',
  invalidCredentials: 'Invalid login credentials',
  emailNotConfirmed: 'Email not confirmed',
  phoneNotConfirmed: 'Phone not confirmed',
  otpDisabled: 'Signups not allowed for otp',
  emailOrPhone: 'Only an email address or phone number should be provided',
  invalidEmail: 'Unable to validate email address: invalid format',
  invalidPhone: 'Invalid phone number format (E.164 required)',
  refreshTokenNotFound: 'Invalid Refresh Token: Refresh Token Not Found',
  refreshTokenAlreadyUsed: 'Invalid Refresh Token: Already Used',
  sessionNotFound: 'Session from session_id claim in JWT does not exist',
  sessionExpired: 'Session has expired',
  noAuthorization: 'This endpoint requires a valid Bearer token',
  badJwt: 'invalid JWT: unable to parse or verify signature',
  userNotFound: 'User from sub claim in JWT does not exist',
  updateNotSupported: 'Only user metadata (data) can be changed for now',
  metadataTooLarge: `User metadata is too large (at most ${USER_METADATA_LIMITS.maxBytes} bytes of JSON)`,
  metadataTooDeep: `User metadata is nested too deeply (at most ${USER_METADATA_LIMITS.maxDepth} levels)`,
  unsupportedGrant: 'unsupported_grant_type',
  badScope: 'Unsupported logout scope',
  adminPasswordOnly: 'Administrator accounts sign in with their password only',
  rateLimited: 'Request rate limit reached',
  // GoTrue's wording when too many codes went to one address or from one client
  emailRateLimited: 'Email rate limit exceeded',
  smsRateLimited: 'SMS rate limit exceeded',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
  // GoTrue's wording for a failed send; the traveller may ask again at once
  emailSendFailed: 'Error sending email OTP',
  smsSendFailed: 'Error sending sms OTP',
  emailDeliveryMissing: 'Sign-in codes by e-mail are not available: no e-mail delivery is configured',
  smsDeliveryMissing: 'Sign-in codes by SMS are not available: no SMS gateway is configured',
} as const;

/** 'For security purposes, you can only request this after 42 seconds.' (GoTrue's wording) */
export function resendWaitMessage(seconds: number): string {
  return `For security purposes, you can only request this after ${seconds} seconds.`;
}

/** What the sign-in screens say. */
export const AUTH_UI_MESSAGES = {
  enterEmail: ruleMessage('signIn.enterEmail'),
  enterPhone: ruleMessage('signIn.enterPhone'),
  invalidOtp: ruleMessage('signIn.invalidOtp'),
  /** the auth service refused the code (GoTrue's otp_expired: wrong, used or lapsed) */
  wrongOtp: ruleMessage('signIn.wrongOtp'),
  fillAllFields: ruleMessage('signIn.fillAllFields'),
  otpSentEmail: ruleMessage('signIn.otpSentEmail'),
  otpSentPhone: ruleMessage('signIn.otpSentPhone'),
  welcomeBack: ruleMessage('signIn.welcomeBack'),
  completeProfile: ruleMessage('signIn.completeProfile'),
  profileCompleted: ruleMessage('signIn.profileCompleted'),
  signedIn: ruleMessage('signIn.signedIn'),
  googleFailed: ruleMessage('signIn.googleFailed'),
  authFailed: ruleMessage('signIn.authFailed'),
  adminFieldsRequired: ruleMessage('signIn.adminFieldsRequired'),
  adminOnly: ruleMessage('signIn.adminOnly'),
  insufficientPermissions: ruleMessage('signIn.insufficientPermissions'),
  /** under VENDOR_MESSAGES.pending / .rejected on the stop screen after OTP or Google */
  vendorPendingDetail: ruleMessage('signIn.vendorPendingDetail'),
  vendorRejectedDetail: ruleMessage('signIn.vendorRejectedDetail'),
} as const;

/**
 * What `/auth/v1` answers for GoTrue's features it does not offer; GoTrue's wording where GoTrue has a switch
 * for the feature, ours where it has none.
 */
export const AUTH_OFF_MESSAGES = {
  anonymousDisabled: 'Anonymous sign-ins are disabled',
  passwordSignupDisabled: 'Sign-up with a password is not offered: a one-time code (POST /otp) signs a new user up',
  magicLinkDisabled: 'Login with magic link is disabled',
  recoveryDisabled: 'Password recovery is not offered: sign in with a one-time code',
  resendDisabled: 'Resend is not offered: ask POST /otp for a new code',
  reauthenticationDisabled: 'Reauthentication is not offered',
  notAdmin: 'User not allowed',
  samlDisabled: 'SAML 2.0 is disabled',
  passkeysDisabled: 'Passkeys are disabled',
  manualLinkingDisabled: 'Manual linking is disabled',
  oauthServerDisabled: 'OAuth server is disabled',
  mfaTotpEnrollDisabled: 'MFA enroll is disabled for TOTP',
  mfaPhoneEnrollDisabled: 'MFA enroll is disabled for Phone',
  mfaWebauthnEnrollDisabled: 'MFA enroll is disabled for WebAuthn',
  badFactorType: 'factor_type needs to be totp, phone, or webauthn',
  factorNotFound: 'Factor not found',
} as const;
