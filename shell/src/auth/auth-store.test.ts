import { MESSAGES, inEnglish } from '@jatra/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostToast } from '../toast/host-toast';
import {
  bindAuthStore,
  endRejectedSession,
  HANDLED_AUTH_EVENTS,
  setAuthClient,
  startAuth,
  toShellUser,
  useAuthStore,
} from './auth-store';
import { authStorageKey, setApiBaseUrl } from './supabase-client';
import { fakeAuthClient, fakeSession } from './auth-test-kit';

const reset = () => useAuthStore.setState({ user: null, session: null, loading: true });

describe('auth store', () => {
  beforeEach(reset);

  it('is loading until the initial session is read', () => {
    const fake = fakeAuthClient();
    bindAuthStore(fake.client);
    expect(useAuthStore.getState().loading).toBe(true);
    fake.emit('INITIAL_SESSION', null);
    expect(useAuthStore.getState()).toMatchObject({ loading: false, user: null, session: null });
  });

  it.each([...HANDLED_AUTH_EVENTS])('%s updates user and session and ends loading', (event) => {
    const fake = fakeAuthClient();
    bindAuthStore(fake.client);
    const session = fakeSession({ role: 'vendor', fullName: 'Asha Bora' });
    fake.emit(event, session);
    const state = useAuthStore.getState();
    expect(state.loading).toBe(false);
    expect(state.session).toBe(session);
    expect(state.user).toMatchObject({ id: 'u-1', role: 'vendor', status: 'active', fullName: 'Asha Bora' });
  });

  it('reads the role from app_metadata, never from user_metadata', () => {
    const fake = fakeAuthClient();
    bindAuthStore(fake.client);
    fake.emit('SIGNED_IN', fakeSession({ role: 'user', userMetadata: { role: 'admin' } }));
    expect(useAuthStore.getState().user?.role).toBe('user');
  });

  it('gives an e-mail account the phone from its profile step, and a phone account its own number', () => {
    const emailAccount = toShellUser(fakeSession({ userMetadata: { phone: '+919812345678' } }));
    expect(emailAccount?.phone).toBe('+919812345678');
    const phoneAccount = toShellUser(fakeSession({ phone: '919700011122', userMetadata: { phone: '+919812345678' } }));
    expect(phoneAccount?.phone).toBe('919700011122');
    expect(toShellUser(fakeSession())?.phone).toBeNull();
  });

  it('SIGNED_OUT clears the user', () => {
    const fake = fakeAuthClient();
    bindAuthStore(fake.client);
    fake.emit('SIGNED_IN', fakeSession());
    fake.emit('SIGNED_OUT', null);
    expect(useAuthStore.getState()).toMatchObject({ user: null, session: null });
  });

  it('signOut clears the state even when the server call fails', async () => {
    const fake = fakeAuthClient();
    fake.mock.signOut.mockRejectedValueOnce(new Error('offline'));
    bindAuthStore(fake.client);
    fake.emit('SIGNED_IN', fakeSession());
    await useAuthStore.getState().signOut();
    expect(fake.mock.signOut).toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ user: null, session: null, loading: false });
  });
});

describe('a session that ends without the user asking', () => {
  let infos: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    reset();
    infos = vi.spyOn(hostToast, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  const signedIn = () => {
    const fake = fakeAuthClient();
    bindAuthStore(fake.client);
    fake.emit('SIGNED_IN', fakeSession({ fullName: 'Asha Bora' }));
    return fake;
  };

  it('refused by the API: ends it on this device only, signed out, said once for requests refused together', async () => {
    const fake = signedIn();
    await Promise.all([endRejectedSession(), endRejectedSession(), endRejectedSession()]);
    expect(fake.mock.signOut).toHaveBeenCalledOnce();
    expect(fake.mock.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(useAuthStore.getState()).toMatchObject({ user: null, session: null, loading: false });
    expect(infos).toHaveBeenCalledOnce();
    expect(infos).toHaveBeenCalledWith(inEnglish(MESSAGES.sessionEnded));
    // a request refused after it ended has nothing left to end
    await endRejectedSession();
    expect(fake.mock.signOut).toHaveBeenCalledOnce();
    expect(infos).toHaveBeenCalledOnce();
  });

  it('refused by the API while the client cannot even forget it: still signed out here, and said', async () => {
    const fake = signedIn();
    fake.mock.signOut.mockRejectedValueOnce(new Error('storage unavailable'));
    await endRejectedSession();
    expect(useAuthStore.getState()).toMatchObject({ user: null, session: null });
    expect(infos).toHaveBeenCalledWith(inEnglish(MESSAGES.sessionEnded));
  });

  it('refused for a visitor: nothing to end, nothing said', async () => {
    const fake = fakeAuthClient();
    bindAuthStore(fake.client);
    fake.emit('INITIAL_SESSION', null);
    await endRejectedSession();
    expect(fake.mock.signOut).not.toHaveBeenCalled();
    expect(infos).not.toHaveBeenCalled();
  });

  it('a refresh supabase-js could not make (SIGNED_OUT unasked) says the session ended', () => {
    const fake = signedIn();
    fake.emit('SIGNED_OUT', null);
    expect(useAuthStore.getState()).toMatchObject({ user: null, session: null });
    expect(infos).toHaveBeenCalledWith(inEnglish(MESSAGES.sessionEnded));
  });

  it('Logout is not news: nothing said', async () => {
    const fake = signedIn();
    await useAuthStore.getState().signOut();
    expect(fake.mock.signOut).toHaveBeenCalledWith();
    expect(useAuthStore.getState().user).toBeNull();
    expect(infos).not.toHaveBeenCalled();
  });
});

describe('starting without supabase-js', () => {
  beforeEach(() => {
    reset();
    setApiBaseUrl('http://api.test');
  });
  afterEach(() => {
    localStorage.clear();
    setAuthClient(null);
  });

  it('a visitor is known at once, and supabase-js is not loaded for them', () => {
    const afterFirstPaint = vi.fn();
    startAuth(afterFirstPaint);
    expect(useAuthStore.getState()).toMatchObject({ user: null, session: null, loading: false });
    expect(afterFirstPaint).not.toHaveBeenCalled();
  });

  it('a stored session names the user on the first paint; its client loads right after it and takes over', async () => {
    const session = fakeSession({ fullName: 'Asha Bora' });
    localStorage.setItem(authStorageKey(), JSON.stringify(session));
    const fake = fakeAuthClient();
    setAuthClient(fake.client);
    const afterFirstPaint = vi.fn();
    startAuth(afterFirstPaint);
    expect(useAuthStore.getState()).toMatchObject({ session, loading: true, user: { fullName: 'Asha Bora' } });
    expect(afterFirstPaint).toHaveBeenCalledOnce();
    bindAuthStore(fake.client);
    afterFirstPaint.mock.calls[0]![0]();
    fake.emit('INITIAL_SESSION', session);
    expect(useAuthStore.getState()).toMatchObject({ session, loading: false });
  });

  it('with no network a stored session is taken as it is, so a saved ticket opens without waiting for the client', () => {
    const session = fakeSession({ fullName: 'Asha Bora' });
    localStorage.setItem(authStorageKey(), JSON.stringify(session));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const afterFirstPaint = vi.fn();
    startAuth(afterFirstPaint);
    expect(useAuthStore.getState()).toMatchObject({ session, loading: false, user: { fullName: 'Asha Bora' } });
    // checked all the same once the client loads
    expect(afterFirstPaint).toHaveBeenCalledOnce();
    online.mockRestore();
  });

  it.each([
    ['no longer has', true],
    ['refuses for a suspended account', false],
  ])(
    'a stored session the auth server %s is checked once the page is drawn; ended here and said so: %s',
    async (_, ended) => {
      const session = fakeSession({ fullName: 'Asha Bora' });
      localStorage.setItem(authStorageKey(), JSON.stringify(session));
      const fake = fakeAuthClient();
      fake.mock.getUser.mockImplementationOnce(async () => {
        // as supabase-js answers: a session the server no longer has is forgotten, with SIGNED_OUT
        if (ended) fake.emit('SIGNED_OUT', null);
        return { data: { user: session.user }, error: { status: ended ? 400 : 403, message: 'refused' } };
      });
      setAuthClient(fake.client);
      const info = vi.spyOn(hostToast, 'info').mockImplementation(() => 'toast');
      const afterFirstPaint = vi.fn();
      startAuth(afterFirstPaint);
      bindAuthStore(fake.client);
      expect(fake.mock.getUser).not.toHaveBeenCalled();
      afterFirstPaint.mock.calls[0]![0]();
      await vi.waitFor(() => expect(fake.mock.getUser).toHaveBeenCalledOnce());
      expect(useAuthStore.getState().session).toEqual(ended ? null : session);
      expect(info.mock.calls).toEqual(ended ? [[inEnglish(MESSAGES.sessionEnded)]] : []);
      info.mockRestore();
    },
  );

  it('reads the key supabase-js uses for the API origin, and ignores what is not a session', () => {
    expect(authStorageKey('http://localhost:6787')).toBe('sb-localhost-auth-token');
    expect(authStorageKey('https://api.jatra.in')).toBe('sb-api-auth-token');
    localStorage.setItem(authStorageKey(), '{"access_token":1}');
    startAuth(vi.fn());
    expect(useAuthStore.getState()).toMatchObject({ session: null, loading: false });
  });
});
