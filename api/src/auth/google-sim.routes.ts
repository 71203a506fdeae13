import express, { Router, type ErrorRequestHandler } from 'express';
import { googleConsentSchema, OAUTH_MESSAGES } from '@jatra/shared';
import { AuthError } from './auth-error';
import type { OAuth } from './oauth';
import { escapeHtml } from '../http/escape-html';

/** The test accounts the consent page offers. */
export const GOOGLE_TEST_ACCOUNTS = [
  { id: 'asha', email: 'asha.google@example.com', name: 'Asha Das' },
  { id: 'rahul', email: 'rahul.google@example.com', name: 'Rahul Baruah' },
  { id: 'meera', email: 'meera.google@example.com', name: 'Meera Gogoi' },
] as const;

function consentPage(state: string, error?: string): string {
  const accounts = GOOGLE_TEST_ACCOUNTS.map(
    (account, index) =>
      `<div class="row"><input type="radio" name="account" id="account-${account.id}" value="${account.id}"${
        index === 0 ? ' checked' : ''
      }><label for="account-${account.id}">${escapeHtml(account.name)} &lt;${escapeHtml(account.email)}&gt;</label></div>`,
  ).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Google (simulator) – Jatra</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
fieldset{margin:1rem 0;padding:1rem}.row{margin:.4rem 0}label{margin-left:.4rem}
input[type=email],input[type=text]{display:block;width:100%;padding:.5rem;margin:.25rem 0 .75rem;box-sizing:border-box}
button{padding:.6rem 1.2rem;margin-right:.5rem}[role=alert]{color:#b00020}</style></head>
<body><main><h1>Sign in with Google</h1>
<p>This is the Google sign-in simulator of a development Jatra API: no real Google account is used.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/sim/google/callback">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<fieldset><legend>Choose a test account</legend>
${accounts}
<div class="row"><input type="radio" name="account" id="account-custom" value="custom"><label for="account-custom">Another account (below)</label></div>
</fieldset>
<fieldset><legend>Or another account</legend>
<label for="email" style="margin:0">E-mail</label><input type="email" id="email" name="email" autocomplete="email">
<label for="name" style="margin:0">Full name</label><input type="text" id="name" name="name" autocomplete="name">
</fieldset>
<button type="submit" name="action" value="allow">Continue</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</form></main></body></html>`;
}

/**
 * `/sim/google`: stands in for Google's consent screen when no GOOGLE_CLIENT_ID is configured (never in
 * production). `/auth/v1/authorize` sends the browser here; the callback returns it with `?code=`.
 */
export function googleSimRoutes(service: OAuth, options: { corsOrigins: string[] }): Router {
  const router = Router();
  // the form posts here and is then redirected to the app's origin: the CSP must allow both
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${options.corsOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store').set('Content-Security-Policy', csp);
    next();
  });

  router.get('/consent', async (req, res) => {
    const state = typeof req.query.state === 'string' ? req.query.state : '';
    const flow = /^[0-9a-f-]{36}$/i.test(state) ? await service.pendingFlow(state) : undefined;
    if (!flow) throw new AuthError(404, 'flow_state_not_found', OAUTH_MESSAGES.flowStateNotFound);
    res.type('html').send(consentPage(state));
  });

  router.post('/callback', express.urlencoded({ extended: false, limit: '8kb' }), async (req, res) => {
    const form = googleConsentSchema.safeParse(req.body ?? {});
    if (!form.success) throw new AuthError(400, 'validation_failed', OAUTH_MESSAGES.flowStateNotFound);
    const { state, action } = form.data;
    if (action === 'cancel') {
      const back = await service.failOAuth(state, OAUTH_MESSAGES.accessDenied);
      if (!back) throw new AuthError(404, 'flow_state_not_found', OAUTH_MESSAGES.flowStateNotFound);
      return res.redirect(303, back);
    }
    const picked = GOOGLE_TEST_ACCOUNTS.find((account) => account.id === form.data.account);
    const account = picked
      ? { email: picked.email, fullName: picked.name }
      : { email: form.data.email?.trim() ?? '', fullName: form.data.name?.trim() ?? '' };
    if (!account.email.includes('@') || !account.fullName) {
      if (!(await service.pendingFlow(state))) {
        throw new AuthError(404, 'flow_state_not_found', OAUTH_MESSAGES.flowStateNotFound);
      }
      return res.status(400).type('html').send(consentPage(state, OAUTH_MESSAGES.invalidAccount));
    }
    res.redirect(303, await service.completeOAuth(state, account));
  });

  const errors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if (!(error instanceof AuthError)) return next(error);
    res
      .status(error.status)
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in failed</title></head><body><main><h1>Sign-in failed</h1><p role="alert">${escapeHtml(error.message)}</p></main></body></html>`,
      );
  };
  router.use(errors);
  return router;
}
