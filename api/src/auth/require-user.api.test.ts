import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/api-test-kit';
import { loadConfig } from '../config';
import { users } from '../db/schema';
import { errorHandler } from '../http/error-handler';
import { createAuthRepositories, createAuthService, type AuthService } from './auth.service';
import { devMailboxMessages } from './dev-mailbox';
import { createAccess } from './access';
import { currentUser } from './require-user';

const SECRET = 'require-user-test-secret-0123456789abcdef';

describe("access('signed-in')", () => {
  let api: TestApi;
  let service: AuthService;
  let guarded: http.Server;
  let guardedUrl: string;

  beforeAll(async () => {
    api = await startTestApi({ env: { AUTH_JWT_SECRET: SECRET } });
    service = createAuthService({
      repositories: createAuthRepositories(api.database.db),
      settings: {
        secret: SECRET,
        issuer: `${api.url}/auth/v1`,
        ttlSeconds: 3600,
        adminEmail: 'admin@jatra.local',
        adminPassword: 'unused-here-unused-here',
        devMailbox: true,
        limits: api.config.auth.limits,
      },
      logger: pino({ level: 'silent' }),
    });
    const app = express();
    app.get('/me', createAccess(service.sessions)('signed-in'), (_req, res) => {
      const user = currentUser(res)!;
      res.json({ id: user.id, role: user.role });
    });
    app.use(errorHandler);
    guarded = http.createServer(app);
    await new Promise<void>((resolve) => guarded.listen(0, '127.0.0.1', resolve));
    guardedUrl = `http://127.0.0.1:${(guarded.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    guarded.closeAllConnections();
    await new Promise((resolve) => guarded.close(resolve));
    await api.close();
  });

  async function session(email: string) {
    await service.otp.sendOtp({ email, createUser: true }, { ip: '127.0.0.1' });
    const [message] = await devMailboxMessages(createAuthRepositories(api.database.db).mailbox, email);
    return service.otp.verifyOtp({ type: 'email', email, token: message!.code! }, { ip: '127.0.0.1' });
  }

  const me = (token?: string) =>
    fetch(`${guardedUrl}/me`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('lets a signed-in user through with the users row, refuses others in the /api error shape', async () => {
    const signedIn = await session('guarded@example.com');
    const ok = await me(signedIn.access_token);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ id: signedIn.user.id, role: 'user' });

    const anonymous = await me();
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { code: 'unauthorized' } });
    expect((await me(`${signedIn.access_token}x`)).status).toBe(401);

    await api.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, signedIn.user.id));
    const suspended = await me(signedIn.access_token);
    expect(suspended.status).toBe(403);
    expect(await suspended.json()).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('refuses a token whose session was signed out', async () => {
    const signedIn = await session('gone@example.com');
    await service.sessions.logout(signedIn.access_token, 'local');
    expect((await me(signedIn.access_token)).status).toBe(401);
  });
});

describe('auth settings', () => {
  it('keeps a generated signing key under DATA_DIR and requires secrets in production', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jatra-auth-'));
    try {
      const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir });
      const second = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir });
      expect(first.auth.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(second.auth.jwtSecret).toBe(first.auth.jwtSecret);
      expect(fs.readFileSync(path.join(dir, 'auth-jwt-secret'), 'utf8').trim()).toBe(first.auth.jwtSecret);
      expect(first.auth.accessTokenTtlSeconds).toBe(3600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const production = { NODE_ENV: 'production', GDS_BASE_URL: 'https://gds.example', GDS_API_KEY: 'k' };
    expect(() => loadConfig(production)).toThrow(/AUTH_JWT_SECRET/);
    expect(() => loadConfig({ ...production, AUTH_JWT_SECRET: 'x'.repeat(40) })).toThrow(/ADMIN_EMAIL/);
  });

  it('is production when NODE_ENV is unset: a bare start without settings fails, naming what is missing', () => {
    expect(() => loadConfig({ DATA_DIR: 'memory://' })).toThrow(
      'GDS_BASE_URL and GDS_API_KEY must be set when NODE_ENV=production',
    );
    // every setting production requires, and no NODE_ENV
    const settings = {
      GDS_BASE_URL: 'https://gds.example',
      GDS_API_KEY: 'k',
      AUTH_JWT_SECRET: 'x'.repeat(40),
      ADMIN_EMAIL: 'ops@jatra.example',
      ADMIN_PASSWORD: 'a-long-admin-password',
      PHONEPE_CLIENT_ID: 'id',
      PHONEPE_CLIENT_SECRET: 'secret',
      PHONEPE_WEBHOOK_USERNAME: 'jatra_hook',
      PHONEPE_WEBHOOK_PASSWORD: 'hookPass123',
      DATA_DIR: 'memory://',
    };
    const unset = loadConfig(settings);
    expect({ production: unset.production, google: unset.auth.google.simulated }).toEqual({
      production: true,
      google: false,
    });
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: 'memory://' }).production).toBe(false);
  });
});
