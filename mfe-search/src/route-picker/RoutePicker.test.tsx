import type { City } from '@jatra/shared';
import { HostProvider } from '@jatra/shared/ui';
import { fakeHostApi } from '@jatra/shared/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoutePicker, type RouteSelection } from './RoutePicker';

const CITIES: City[] = [
  { id: 117, name: 'Jorhat', origin_count: 86, destination_count: 81 },
  { id: 134, name: 'Guwahati', origin_count: 182, destination_count: 176 },
  { id: 151, name: 'Dibrugarh', origin_count: 70, destination_count: 66 },
];

/** the live region that announces this field's options */
const statusOf = (input: HTMLElement) => within(input.closest('.jt-combobox') as HTMLElement).getByRole('status');

const host = fakeHostApi();

function Harness({ initial = { from: null, to: null } }: { initial?: RouteSelection }) {
  const [route, setRoute] = useState<RouteSelection>(initial);
  return (
    <HostProvider host={host}>
      <QueryClientProvider client={new QueryClient()}>
        <RoutePicker value={route} onChange={setRoute} />
      </QueryClientProvider>
    </HostProvider>
  );
}

describe('RoutePicker', () => {
  const requested: string[] = [];
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) => {
        requested.push(String(url));
        const q = url.searchParams.get('q')!.toLowerCase();
        const result = CITIES.filter((city) => city.name.toLowerCase().includes(q));
        return new Response(JSON.stringify({ result }), { status: 200 });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    requested.length = 0;
  });

  it('asks the API once the traveller has typed 2 letters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const from = () => screen.getByRole('combobox', { name: 'From' });
    await user.type(from(), 'J');
    expect(await screen.findByText('Type at least 2 letters of a city')).toBeInTheDocument();
    await user.type(from(), 'or');
    expect(await screen.findByRole('option', { name: 'Jorhat' })).toBeInTheDocument();
    expect(requested).toEqual(['http://api.test/api/cities?q=Jor']);
    expect(statusOf(from())).toHaveTextContent('1 city found');
  });

  it('picks a city with the keyboard and swaps From and To', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const from = () => screen.getByRole('combobox', { name: 'From' });
    const to = () => screen.getByRole('combobox', { name: 'To' });
    await user.type(from(), 'jor');
    await screen.findByRole('option', { name: 'Jorhat' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(from()).toHaveValue('Jorhat');

    await user.type(to(), 'guw');
    await screen.findByRole('option', { name: 'Guwahati' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(to()).toHaveValue('Guwahati');

    await user.click(screen.getByRole('button', { name: 'Swap From and To cities' }));
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Guwahati');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('Jorhat');
  });

  it('forgets a picked city when the traveller types over it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const from = () => screen.getByRole('combobox', { name: 'From' });
    await user.type(from(), 'jor');
    await user.click(await screen.findByRole('option', { name: 'Jorhat' }));
    await user.type(from(), '{Backspace}');
    expect(from()).toHaveValue('Jorha');
    await user.click(screen.getByRole('button', { name: 'Swap From and To cities' }));
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('');
  });

  it('asks nothing for the cities it shows until the traveller opens a list', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ from: CITIES[0]!, to: CITIES[1]! }} />);
    const from = () => screen.getByRole('combobox', { name: 'From' });
    expect(from()).toHaveValue('Jorhat');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requested).toEqual([]);
    await user.click(from());
    expect(await screen.findByRole('option', { name: 'Jorhat' })).toBeInTheDocument();
    expect(requested).toEqual(['http://api.test/api/cities?q=Jorhat']);
  });

  it('says so when no city matches', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const from = () => screen.getByRole('combobox', { name: 'From' });
    await user.type(from(), 'zzz');
    expect(await screen.findByText('No city matches. Check the spelling.')).toBeInTheDocument();
    await waitFor(() => expect(statusOf(from())).toHaveTextContent('No city matches'));
  });
});
