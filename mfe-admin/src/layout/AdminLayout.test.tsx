import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onPhone } from '@jatra/shared/testing';
import { renderAt } from '../testing/admin-test-kit';
import { AdminLayout } from './AdminLayout';

function Page() {
  const { pathname } = useLocation();
  return <h1>Page at {pathname}</h1>;
}

const renderLayout = (url: string) =>
  renderAt(
    url,
    '/admin/*',
    <AdminLayout>
      <Page />
    </AdminLayout>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('AdminLayout', () => {
  it('on a wide screen: every section in the side menu, the current one marked, the page in the main region', () => {
    renderLayout('/admin/users?page=2');
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/admin'],
      ['Users', '/admin/users'],
      ['Operators', '/admin/operators'],
      ['Cities', '/admin/cities'],
      ['Masters', '/admin/masters'],
      ['Schedules', '/admin/schedules'],
      ['Transactions', '/admin/transactions'],
      ['Balance', '/admin/balance'],
      ['Support', '/admin/support'],
      ['Releases', '/admin/releases'],
      ['Settings', '/admin/settings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Page at /admin/users' })).toBeVisible();
  });

  it('on a phone: the menu folds behind Menu, opens, and folds again after choosing a section', async () => {
    onPhone();
    const user = userEvent.setup();
    renderLayout('/admin');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    await user.click(within(nav).getByRole('link', { name: 'Cities' }));

    expect(screen.getByRole('heading', { name: 'Page at /admin/cities' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
  });

  it('on a phone: Escape folds the open menu and puts focus back on Menu', async () => {
    onPhone();
    const user = userEvent.setup();
    renderLayout('/admin/settings');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    within(screen.getByRole('navigation', { name: 'Admin sections' }))
      .getByRole('link', { name: 'Settings' })
      .focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('Logout signs out, then goes to the admin sign-in', async () => {
    const user = userEvent.setup();
    const { host } = renderLayout('/admin');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(host.navigate).toHaveBeenCalledWith('/admin/login'));
    expect(host.signOut).toHaveBeenCalledTimes(1);
    expect(host.signOut.mock.invocationCallOrder[0]).toBeLessThan(host.navigate.mock.invocationCallOrder[0]!);
  });
});
