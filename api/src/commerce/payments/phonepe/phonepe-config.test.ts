import { describe, expect, it } from 'vitest';
import { DEV_PHONEPE, loadConfig } from '../../../config';

/** Everything else production needs, so that only the PhonePe settings decide. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATA_DIR: 'memory://',
  API_PORT: '8787',
  API_PUBLIC_URL: 'https://api.jatra.in',
  GDS_BASE_URL: 'https://gds.example.com',
  GDS_API_KEY: 'key',
  AUTH_JWT_SECRET: 'x'.repeat(40),
  ADMIN_EMAIL: 'admin@jatra.in',
  ADMIN_PASSWORD: 'a-long-admin-password',
};
const PHONEPE = {
  PHONEPE_CLIENT_ID: 'M22JATRA',
  PHONEPE_CLIENT_SECRET: 'real-secret',
  PHONEPE_CLIENT_VERSION: '3',
  PHONEPE_WEBHOOK_USERNAME: 'jatra_hooks',
  PHONEPE_WEBHOOK_PASSWORD: 'S3cretPass99',
};

describe('PhonePe settings', () => {
  it('uses the simulator with fixed development credentials when no client is set', () => {
    const { phonepe } = loadConfig({ NODE_ENV: 'development', DATA_DIR: 'memory://', API_PORT: '8787' }).payments;
    expect(phonepe).toMatchObject({
      simulated: true,
      clientId: DEV_PHONEPE.clientId,
      clientVersion: 1,
      tokenBaseUrl: 'http://127.0.0.1:8787/sim/phonepe',
      pgBaseUrl: 'http://127.0.0.1:8787/sim/phonepe',
      simulatorPublicUrl: 'http://127.0.0.1:8787/sim/phonepe',
      webhook: { url: 'http://127.0.0.1:8787/api/phonepe/webhook', username: DEV_PHONEPE.webhookUsername },
    });
  });

  it('refuses to start in production without PhonePe settings', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(/PHONEPE_CLIENT_ID/);
    const { PHONEPE_WEBHOOK_PASSWORD: _dropped, ...noPassword } = PHONEPE;
    expect(() => loadConfig({ ...PRODUCTION, ...noPassword })).toThrow(/PHONEPE_WEBHOOK_PASSWORD/);
  });

  it('splits OAuth and PG bases in production and shares one in the sandbox', () => {
    const production = loadConfig({ ...PRODUCTION, ...PHONEPE, PHONEPE_ENV: 'production' }).payments.phonepe;
    expect(production).toMatchObject({
      simulated: false,
      clientVersion: 3,
      tokenBaseUrl: 'https://api.phonepe.com/apis/identity-manager',
      pgBaseUrl: 'https://api.phonepe.com/apis/pg',
      webhook: { url: 'https://api.jatra.in/api/phonepe/webhook', username: 'jatra_hooks', password: 'S3cretPass99' },
    });
    const sandbox = loadConfig({ NODE_ENV: 'development', DATA_DIR: 'memory://', ...PHONEPE }).payments.phonepe;
    expect(sandbox.tokenBaseUrl).toBe('https://api-preprod.phonepe.com/apis/pg-sandbox');
    expect(sandbox.pgBaseUrl).toBe(sandbox.tokenBaseUrl);
  });

  it('takes other hosts from PHONEPE_TOKEN_BASE_URL and PHONEPE_PG_BASE_URL', () => {
    const { phonepe } = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: 'memory://',
      ...PHONEPE,
      PHONEPE_TOKEN_BASE_URL: 'https://pp.example.com/oauth/',
      PHONEPE_PG_BASE_URL: 'https://pp.example.com/pg',
    }).payments;
    expect(phonepe.tokenBaseUrl).toBe('https://pp.example.com/oauth');
    expect(phonepe.pgBaseUrl).toBe('https://pp.example.com/pg');
  });

  it('refuses webhook credentials PhonePe would not accept', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'development', DATA_DIR: 'memory://', PHONEPE_WEBHOOK_PASSWORD: 'short' }),
    ).toThrow();
  });
});
