import { beforeEach, describe, expect, it } from 'vitest';
import { bindAuthStore, HANDLED_AUTH_EVENTS, useAuthStore } from './auth-store';
import { fakeAuthClient, fakeSession } from './test-fakes';

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
