import { MESSAGES, inEnglish } from '@jatra/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRecentSearches } from '../recent-searches/recent-searches';
import { LAST_RESULTS_KEY } from './last-results';
import { fakeHostApi, onPhone, respond } from '@jatra/shared/testing';
import { bus, DATE, renderPage, SEARCH, stubApi, type FakeApi } from './search-test-kit';

const THREE_BUSES = [
  bus('b1', { operator: 'Assam Deluxe', price: 1050, isAC: true, bus_type: 'AC Sleeper (2+1)' }),
  bus('b2', { operator: 'Brahmaputra Travels', price: 650, isAC: false, bus_type: 'Non-AC Seater (2+2)' }),
  bus('b3', { operator: 'Kaziranga Express', price: 820, isAC: true, bus_type: 'AC Seater (2+2)', rating: null }),
];

let api: FakeApi;

const cardNames = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const cardPrices = () =>
  screen.getAllByRole('article').map((card) =>
    Number(
      within(card)
        .getByText(/^₹[\d,]+$/)
        .textContent!.replace(/\D/g, ''),
    ),
  );

// some tests click through the whole page and the filter sheet: more than the default 5 s on a busy machine
describe('SearchPage', { timeout: 15_000 }, () => {
  beforeEach(() => {
    api = stubApi({ result: THREE_BUSES, cached: false });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('loads both cities and searches by itself, showing the cards', async () => {
    renderPage(SEARCH);
    expect(await screen.findByRole('heading', { level: 3, name: 'Assam Deluxe' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Assam Deluxe', 'Brahmaputra Travels', 'Kaziranga Express']);
    expect(screen.getByRole('heading', { level: 1, name: 'Jorhat to Guwahati' })).toHaveTextContent(
      /^Jorhat → .*Guwahati$/,
    );
    const header = within(screen.getByRole('heading', { level: 1 }).closest('header')!);
    expect(header.getByText('01 Dec 2026')).toBeInTheDocument();
    expect(header.getByText('3 buses')).toBeInTheDocument();
    // one search only, with the route and date of the URL
    expect(api.requested.filter((path) => path.startsWith('/api/search'))).toEqual([
      `/api/search?source=117&destination=101&date=${DATE}`,
    ]);
    // the cards are list items
    expect(screen.getAllByRole('article').every((card) => card.closest('li'))).toBe(true);
  });

  it('keeps the route on the device for Home’s recent searches', async () => {
    renderPage(`${SEARCH}&womenBooking=true`);
    await screen.findByRole('heading', { level: 3, name: 'Assam Deluxe' });
    expect(readRecentSearches()).toEqual([
      { from: { id: 117, name: 'Jorhat' }, to: { id: 101, name: 'Guwahati' }, date: DATE, womenBooking: true },
    ]);
  });

  it('shows the card details: 12-hour times, next-day marker, fare, seats and badges', async () => {
    api.search = {
      result: [bus('b1', { operator: 'Assam Deluxe', price: 1050, availableSeats: 4, isNew: true })],
      cached: false,
    };
    renderPage(SEARCH);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Assam Deluxe' })).closest('article')!;
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('9:30 PM')).toBeInTheDocument();
    expect(inCard.getByText('+1 day')).toBeInTheDocument();
    expect(inCard.getByText('₹1,050')).toBeInTheDocument();
    expect(inCard.getByText('4 seats left')).toHaveClass('bus-card__seats--few');
    // the site's table (no operator bands in the fixture) is free more than 24 h before departure
    expect(inCard.getByText('Free cancellation until 24 h before')).toBeInTheDocument();
    expect(inCard.getByText('New')).toBeInTheDocument();
    expect(inCard.getByText('Rated 4.2 out of 5')).toBeInTheDocument();
    expect(inCard.getByText('Jorhat ASTC')).toBeInTheDocument();
    expect(inCard.getByText('ISBT Guwahati')).toBeInTheDocument();
    expect(inCard.getByRole('list', { name: 'Amenities' })).toHaveTextContent('WiFi');
    expect(inCard.getByRole('link', { name: 'View Seats' })).toHaveAttribute('href', `/booking/b1?date=${DATE}`);
  });

  it('sorts by price, cheapest first', async () => {
    const user = userEvent.setup();
    renderPage(SEARCH);
    await screen.findByRole('heading', { level: 3, name: 'Assam Deluxe' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price');
    const prices = cardPrices();
    expect(prices).toEqual([650, 820, 1050]);
    for (let i = 1; i < prices.length; i += 1) expect(prices[i]!).toBeGreaterThanOrEqual(prices[i - 1]!);
  });

  it('keeps only AC buses with the AC filter', async () => {
    const user = userEvent.setup();
    renderPage(SEARCH);
    await screen.findByRole('heading', { level: 3, name: 'Brahmaputra Travels' });
    await user.click(screen.getByRole('radio', { name: 'AC' }));
    expect(cardNames()).toEqual(['Assam Deluxe', 'Kaziranga Express']);
    expect(
      within(screen.getByRole('heading', { level: 1 }).closest('header')!).getByText('2 buses'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Filters\W+1 active$/ })).toBeInTheDocument();
  });

  it('on a phone draws no filter side panel: the filters are behind the Filters button', async () => {
    onPhone();
    renderPage(SEARCH);
    await screen.findByRole('heading', { level: 3, name: 'Assam Deluxe' });
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('applies the filter sheet only on Apply Filters', async () => {
    const user = userEvent.setup();
    renderPage(SEARCH);
    await screen.findByRole('heading', { level: 3, name: 'Brahmaputra Travels' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await user.click(sheet.getByRole('radio', { name: 'Non-AC' }));
    await user.click(sheet.getByRole('button', { name: /Early morning/ }));
    expect(sheet.getByRole('button', { name: /Early morning/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(sheet.getByRole('button', { name: /Early morning/ }));
    // nothing changes behind the sheet (hidden from screen readers while it is open) yet
    expect(screen.getAllByRole('heading', { level: 3, hidden: true })).toHaveLength(3);
    await user.click(sheet.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardNames()).toEqual(['Brahmaputra Travels']);

    // Clear all in the sheet, then closing without Apply, keeps the applied filters
    await user.click(screen.getByRole('button', { name: /^Filters\W+1 active$/ }));
    const again = within(await screen.findByRole('dialog', { name: 'Filters' }));
    expect(again.getByRole('radio', { name: 'Non-AC' })).toBeChecked();
    await user.click(again.getByRole('button', { name: 'Clear all' }));
    expect(within(again.getByRole('group', { name: 'Bus type' })).getByRole('radio', { name: 'Any' })).toBeChecked();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardNames()).toEqual(['Brahmaputra Travels']);
  });

  it('says when the filters leave nothing, and clears them', async () => {
    const user = userEvent.setup();
    renderPage(`${SEARCH}&busType=nonac&amenities=blanket`);
    expect(await screen.findByText(inEnglish(MESSAGES.noFilterMatch))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cardNames()).toHaveLength(3);
  });

  it('tells the found buses once', async () => {
    api.search = { result: THREE_BUSES.slice(0, 2), cached: false };
    const host = renderPage(SEARCH);
    await screen.findByRole('heading', { level: 3, name: 'Assam Deluxe' });
    await waitFor(() => expect(host.toast.success).toHaveBeenCalled());
    // later renders (a sort change) do not toast again
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Rating');
    expect(host.toast.success).toHaveBeenCalledTimes(1);
    expect(host.toast.success).toHaveBeenCalledWith('Found 2 bus(es) for your route');
    expect(host.toast.info).not.toHaveBeenCalled();
    expect(host.toast.error).not.toHaveBeenCalled();
  });

  it('shows the kept results of the same route and date before the search answers', async () => {
    sessionStorage.setItem(
      LAST_RESULTS_KEY,
      JSON.stringify({
        source: 117,
        destination: 101,
        date: DATE,
        response: { result: [bus('kept', { operator: 'Kept Travels' })], cached: false },
      }),
    );
    let answer: (response: Response) => void = () => {};
    api.search = () => new Promise<Response>((resolve) => (answer = resolve));
    const host = renderPage(SEARCH);
    expect(await screen.findByRole('heading', { level: 3, name: 'Kept Travels' })).toBeInTheDocument();
    await waitFor(() => expect(api.requested.some((path) => path.startsWith('/api/search'))).toBe(true));
    expect(host.toast.success).not.toHaveBeenCalled();

    answer(respond({ result: THREE_BUSES, cached: true }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Assam Deluxe' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Kept Travels' })).not.toBeInTheDocument();
    await waitFor(() => expect(host.toast.success).toHaveBeenCalledWith('Found 3 bus(es) for your route (from cache)'));
    expect(JSON.parse(sessionStorage.getItem(LAST_RESULTS_KEY)!).response.result).toHaveLength(3);
  });

  it('forgets the kept results when a city changes', async () => {
    sessionStorage.setItem(
      LAST_RESULTS_KEY,
      JSON.stringify({
        source: 151,
        destination: 101,
        date: DATE,
        response: { result: [bus('kept', { operator: 'Kept Travels' })], cached: false },
      }),
    );
    api.search = () => new Promise<Response>(() => {});
    renderPage(SEARCH);
    expect(await screen.findByText('Searching buses…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Kept Travels' })).not.toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(LAST_RESULTS_KEY)).toBeNull());
  });

  it('shows the no-buses state with its hints when the API finds none', async () => {
    api.search = { result: [], cached: false };
    const host = renderPage(`${SEARCH}&womenBooking=true`);
    expect(await screen.findByRole('heading', { name: inEnglish(MESSAGES.noBusesFound) })).toBeInTheDocument();
    expect(screen.getByText('Try a different date')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '02 Dec 2026' })).toHaveAttribute(
      'href',
      '/search?source=117&destination=101&date=2026-12-02&womenBooking=true',
    );
    expect(screen.getByRole('link', { name: '03 Dec 2026' })).toBeInTheDocument();
    expect(screen.getByText('Check alternative routes')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await waitFor(() => expect(host.toast.info).toHaveBeenCalledWith(inEnglish(MESSAGES.noBusesFound)));
    expect(host.toast.info).toHaveBeenCalledTimes(1);
  });

  it('links View Seats with womenBooking=true when the search is for women', async () => {
    renderPage(`${SEARCH}&womenBooking=true`);
    await screen.findByRole('heading', { level: 3, name: 'Assam Deluxe' });
    const links = screen.getAllByRole('link', { name: 'View Seats' });
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', `/booking/b1?date=${DATE}&womenBooking=true`);
    for (const link of links) expect(link.getAttribute('href')).toContain('womenBooking=true');
  });

  it('shows our message, never the provider’s text, with Retry, toasts it once and searches again', async () => {
    const user = userEvent.setup();
    api.search = async () => respond({ error: { code: 'provider_error', message: 'Provider is down' } }, 502);
    const host = renderPage(SEARCH);
    expect(await screen.findByRole('heading', { name: inEnglish(MESSAGES.searchFailed) })).toBeInTheDocument();
    expect(screen.getByText('Press Retry to search again, or change the route or date.')).toBeInTheDocument();
    expect(screen.queryByText(/Provider is down/)).not.toBeInTheDocument();
    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith(inEnglish(MESSAGES.searchFailed)));
    expect(host.toast.error).toHaveBeenCalledTimes(1);
    api.search = { result: THREE_BUSES, cached: false };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Assam Deluxe' })).toBeInTheDocument();
  });

  it.each([
    ['a crash without our error shape', () => new Response('HTTP 500 Internal Server Error', { status: 500 })],
    ['our error shape with a raw text', () => respond({ error: { code: 'internal', message: 'HTTP 500' } }, 500)],
  ])('never shows "HTTP 500" for %s', async (_case, answer) => {
    api.search = async () => answer();
    const host = renderPage(SEARCH);
    expect(await screen.findByRole('heading', { name: inEnglish(MESSAGES.searchFailed) })).toBeInTheDocument();
    await waitFor(() => expect(host.toast.error).toHaveBeenCalledTimes(1));
    expect(host.toast.error).toHaveBeenCalledWith(inEnglish(MESSAGES.searchFailed));
    expect(document.body.textContent).not.toMatch(/HTTP \d{3}/);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the API’s words meant for people (a 4xx) as they are', async () => {
    api.search = async () => respond({ error: { code: 'bad_request', message: inEnglish(MESSAGES.pastDate) } }, 400);
    const host = renderPage(SEARCH);
    expect(await screen.findByRole('heading', { name: inEnglish(MESSAGES.pastDate) })).toBeInTheDocument();
    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith(inEnglish(MESSAGES.pastDate)));
  });

  it('still searches when the session ended elsewhere: the shell signs out and the search goes again without it', async () => {
    const sentTokens: (string | null)[] = [];
    api.search = async (init) => {
      const authorization = new Headers(init?.headers).get('Authorization');
      sentTokens.push(authorization);
      return authorization
        ? respond(
            { error: { code: 'unauthorized', message: 'Session from session_id claim in JWT does not exist' } },
            401,
          )
        : respond({ result: THREE_BUSES, cached: false });
    };
    const sessionRejected = vi.fn(async () => undefined);
    const host = renderPage(SEARCH, fakeHostApi({ getAccessToken: async () => 'revoked-token', sessionRejected }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Assam Deluxe' })).toBeInTheDocument();
    expect(sentTokens).toEqual(['Bearer revoked-token', null]);
    expect(sessionRejected).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/session_id/)).not.toBeInTheDocument();
    expect(host.toast.error).not.toHaveBeenCalled();
  });

  it('says what to do when a city of the URL cannot be loaded, without the server’s text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond({ error: { code: 'upstream', message: 'upstream connect error' } }, 503)),
    );
    renderPage(SEARCH);
    // a failure that is not an unknown city is tried once more, a second later
    expect(
      await screen.findByRole('heading', { name: 'We could not load this route' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(inEnglish(MESSAGES.internal))).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/upstream|HTTP \d{3}/);
  });

  it('says the cities are invalid for an unknown or malformed id', async () => {
    renderPage(`/search?source=999&destination=101&date=${DATE}`);
    expect(await screen.findByRole('heading', { name: inEnglish(MESSAGES.invalidCity) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/');
    expect(api.requested.some((path) => path.startsWith('/api/search'))).toBe(false);
  });

  it('does not ask the API for a malformed id', async () => {
    renderPage(`/search?source=abc&destination=101&date=${DATE}`);
    expect(await screen.findByRole('heading', { name: inEnglish(MESSAGES.invalidCity) })).toBeInTheDocument();
    expect(api.requested).toEqual([]);
  });
});
