import { QueryClient, dehydrate, useQuery } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { firstViewPreparer, lazyPage } from './prepare-first-view';

function Page() {
  const { data } = useQuery({ queryKey: ['greeting'], queryFn: async () => 'fetched in the browser' });
  return <h1>{data ?? 'Loading the greeting'}</h1>;
}

describe("a remote's first view in the browser", () => {
  it('draws the page at once on the first render, from the server’s answers, without its fallback', async () => {
    const server = new QueryClient();
    server.setQueryData(['greeting'], 'drawn on the server');
    const client = new QueryClient();
    const page = lazyPage(async () => Page);
    await firstViewPreparer(client, [{ path: '/', page }])('/', dehydrate(server));
    const Prepared = page;
    render(
      <QueryClientProvider client={client}>
        <Suspense fallback={<p>Loading the page</p>}>
          <Prepared params={{}} />
        </Suspense>
      </QueryClientProvider>,
    );
    // synchronously: no Suspense fallback and no loading state came first
    expect(screen.getByRole('heading').textContent).toBe('drawn on the server');
  });

  it('loads a page not prepared when it is first shown, behind its fallback', async () => {
    const page = lazyPage(async () => Page);
    const Lazy = page;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Suspense fallback={<p>Loading the page</p>}>
          <Lazy params={{}} />
        </Suspense>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    await act(async () => undefined);
    expect(await screen.findByRole('heading', { name: 'fetched in the browser' })).toBeInTheDocument();
  });

  it('asks again for a page whose load failed', async () => {
    let attempts = 0;
    const page = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Page;
    });
    await expect(page.preload()).rejects.toThrow('offline');
    await expect(page.preload()).resolves.toBe(Page);
  });
});
