import { REMOTE_EXPOSED_APP, REMOTE_NAMES, type RemoteName } from '@jatra/shared';
import { fakeHostApi } from '@jatra/shared/testing';

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import path from 'node:path';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

const workspaceOf = (name: RemoteName) => path.resolve(import.meta.dirname, '../../..', `mfe-${name}`);

describe.each(REMOTE_NAMES)('the %s remote', (name) => {
  it('exposes a component that takes `host` and renders its own pages', async () => {
    const exposed = await import(/* @vite-ignore */ path.join(workspaceOf(name), REMOTE_EXPOSED_APP));
    const App = exposed.default;
    expect(typeof App).toBe('function');
    const { container } = render(
      <MemoryRouter initialEntries={['/a-route-no-remote-has-built']}>
        <App host={fakeHostApi()} />
      </MemoryRouter>,
    );
    expect(container.querySelector(`[data-remote="${name}"]`)).not.toBeNull();
  });

  it('reaches the shell through the `host` it was given', async () => {
    const { default: App } = await import(/* @vite-ignore */ path.join(workspaceOf(name), REMOTE_EXPOSED_APP));
    const host = fakeHostApi();
    render(
      <MemoryRouter initialEntries={['/a-route-no-remote-has-built']}>
        <App host={host} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(host.navigate).toHaveBeenCalledWith('/');
  });
});
