import type { Env } from './env';

/** The PhonePe simulator's merchant credentials and webhook pair (never in production). */
export const DEV_PHONEPE = {
  clientId: 'JATRASIMUAT',
  clientSecret: 'jatra-dev-phonepe-secret',
  clientVersion: 1,
  webhookUsername: 'jatra_dev_webhook',
  webhookPassword: 'jatraDevWebhook1',
} as const;
/** PhonePe's public hosts (A1): the sandbox serves OAuth and PG under one base, production splits them. */
const PHONEPE_BASES = {
  sandbox: {
    token: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
    pg: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
  },
  production: { token: 'https://api.phonepe.com/apis/identity-manager', pg: 'https://api.phonepe.com/apis/pg' },
} as const;

export interface PhonePeConfig {
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  env: 'sandbox' | 'production';
  /** OAuth base, `{tokenBaseUrl}/v1/oauth/token` */
  tokenBaseUrl: string;
  /** PG base, `{pgBaseUrl}/checkout/v2/pay` and the rest */
  pgBaseUrl: string;
  timeoutMs: number;
  webhook: {
    /** where PhonePe posts (set it on the Business Dashboard); the simulator posts here */
    url: string;
    username: string;
    password: string;
  };
  /** the simulator at /sim/phonepe when no PHONEPE_CLIENT_ID is set (never in production) */
  simulated: boolean;
  /** the simulator's origin as the browser sees it, for its hosted checkout page */
  simulatorPublicUrl: string;
}

/** PhonePe's settings: the real gateway with PHONEPE_CLIENT_ID, else the simulator (not in production). */
export function phonePeConfig(parsed: Env, publicUrl: string, production: boolean): PhonePeConfig {
  const simulated = !parsed.PHONEPE_CLIENT_ID;
  const webhookSet = Boolean(parsed.PHONEPE_WEBHOOK_USERNAME && parsed.PHONEPE_WEBHOOK_PASSWORD);
  if (production && (simulated || !parsed.PHONEPE_CLIENT_SECRET || !webhookSet)) {
    throw new Error(
      'PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET, PHONEPE_WEBHOOK_USERNAME and PHONEPE_WEBHOOK_PASSWORD must be set when NODE_ENV=production',
    );
  }
  if (!simulated && !parsed.PHONEPE_CLIENT_SECRET) {
    throw new Error('PHONEPE_CLIENT_SECRET must be set with PHONEPE_CLIENT_ID');
  }
  const api = publicUrl.replace(/\/$/, '');
  // the API calls its own simulator over loopback, as it does the GDS one; the browser uses the public URL
  const simulatorBase = `http://127.0.0.1:${parsed.API_PORT}/sim/phonepe`;
  const bases = PHONEPE_BASES[parsed.PHONEPE_ENV];
  return {
    clientId: parsed.PHONEPE_CLIENT_ID ?? DEV_PHONEPE.clientId,
    clientSecret: parsed.PHONEPE_CLIENT_SECRET ?? DEV_PHONEPE.clientSecret,
    clientVersion: simulated ? DEV_PHONEPE.clientVersion : parsed.PHONEPE_CLIENT_VERSION,
    env: parsed.PHONEPE_ENV,
    tokenBaseUrl: (simulated ? simulatorBase : (parsed.PHONEPE_TOKEN_BASE_URL ?? bases.token)).replace(/\/$/, ''),
    pgBaseUrl: (simulated ? simulatorBase : (parsed.PHONEPE_PG_BASE_URL ?? bases.pg)).replace(/\/$/, ''),
    timeoutMs: parsed.PHONEPE_TIMEOUT_MS,
    webhook: {
      url: parsed.PHONEPE_WEBHOOK_URL ?? `${api}/api/phonepe/webhook`,
      username: parsed.PHONEPE_WEBHOOK_USERNAME ?? DEV_PHONEPE.webhookUsername,
      password: parsed.PHONEPE_WEBHOOK_PASSWORD ?? DEV_PHONEPE.webhookPassword,
    },
    simulated,
    simulatorPublicUrl: `${api}/sim/phonepe`,
  };
}
