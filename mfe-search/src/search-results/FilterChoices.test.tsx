import { MESSAGES, inEnglish } from '@jatra/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus, renderPage, SEARCH, stop, stubApi, type FakeApi } from './search-test-kit';

// Jorhat → Guwahati: two ASTC buses and one of Blue Hill Travels, stopping at different points
const BUSES = [
  bus('f 1', {
    operator: 'ASTC',
    service_name: 'ASTC Ordinary',
    boardingPoints: [stop('Jorhat ASTC'), stop('Gar Ali', 2)],
    droppingPoints: [stop('Khanapara'), stop('ISBT Guwahati', 2)],
    ladiesSeats: ['1', '2'],
  }),
  bus('f 2', {
    operator: 'Blue Hill Travels',
    boardingPoints: [stop('Baruah Chariali'), stop('Gar Ali', 2)],
    droppingPoints: [stop('ISBT Guwahati')],
  }),
  bus('f 3', {
    operator: 'ASTC',
    service_name: 'ASTC Express',
    boardingPoints: [stop('Baruah Chariali')],
    droppingPoints: [stop('Paltan Bazaar'), stop('ISBT Guwahati', 2)],
    ladiesSeats: ['L 1'],
  }),
];

let api: FakeApi;

const cardCount = () => screen.queryAllByRole('article').length;
const group = (name: string) => within(screen.getByRole('group', { name }));
const choices = (name: string) => group(name).queryAllByRole('checkbox');
/** each choice as it reads on screen: 'Gar Ali 2' */
const choiceNames = (name: string) =>
  choices(name).map((box) =>
    [...box.closest('label')!.querySelectorAll('span:not(.jt-visually-hidden)')]
      .map((part) => part.textContent)
      .join(' '),
  );
const location = () => decodeURIComponent(screen.getByTestId('location').textContent!.replace(/\+/g, ' '));

async function showResults(url = SEARCH) {
  renderPage(url);
  await screen.findAllByRole('article');
}

// each test clicks through the whole page (side panel, sheet, cards): more than the default 5 s on a busy machine
describe('operator, stop and women-friendly filters', { timeout: 15_000 }, () => {
  beforeEach(() => {
    api = stubApi({ result: BUSES, cached: false });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('lists each operator with its count of buses and keeps the chosen one, in the URL', async () => {
    const user = userEvent.setup();
    await showResults();
    expect(cardCount()).toBe(3);
    expect(group('Operator').getByRole('checkbox', { name: 'ASTC (2 buses)' })).not.toBeChecked();
    expect(group('Operator').getByRole('checkbox', { name: 'Blue Hill Travels (1 bus)' })).toBeInTheDocument();

    await user.click(group('Operator').getByRole('checkbox', { name: 'ASTC (2 buses)' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'ASTC',
      'ASTC',
    ]);
    expect(location()).toContain('operator=ASTC');
    expect(screen.getByRole('button', { name: /^Filters\W+1 active$/ })).toBeInTheDocument();
  });

  it('filters by boarding and dropping point, the counts following the other choices', async () => {
    const user = userEvent.setup();
    await showResults();
    expect(choiceNames('Boarding point')).toEqual(['Baruah Chariali 2', 'Gar Ali 2', 'Jorhat ASTC 1']);
    expect(choiceNames('Dropping point')).toEqual(['ISBT Guwahati 3', 'Khanapara 1', 'Paltan Bazaar 1']);

    await user.click(group('Boarding point').getByRole('checkbox', { name: 'Baruah Chariali (2 buses)' }));
    expect(cardCount()).toBe(2);
    // only the buses boarding at Baruah Chariali are counted at the dropping points now
    expect(group('Dropping point').getByRole('checkbox', { name: 'ISBT Guwahati (2 buses)' })).toBeInTheDocument();
    expect(group('Dropping point').getByRole('checkbox', { name: 'Khanapara (0 buses)' })).toBeInTheDocument();
    // the other boarding points still say what they would add
    expect(group('Boarding point').getByRole('checkbox', { name: 'Gar Ali (2 buses)' })).toBeInTheDocument();

    await user.click(group('Dropping point').getByRole('checkbox', { name: 'Paltan Bazaar (1 bus)' }));
    expect(cardCount()).toBe(1);
    expect(location()).toContain('boardingPoint=Baruah Chariali&droppingPoint=Paltan Bazaar');
  });

  it('keeps only women-friendly buses: those with seats reserved for women', async () => {
    const user = userEvent.setup();
    await showResults();
    await user.click(screen.getByRole('checkbox', { name: 'Women-friendly (2 buses)' }));
    expect(cardCount()).toBe(2);
    expect(screen.queryByRole('heading', { level: 3, name: 'Blue Hill Travels' })).not.toBeInTheDocument();
    expect(location()).toContain('womenFriendly=true');
  });

  it('reads the choices from the URL', async () => {
    renderPage(`${SEARCH}&operator=Blue+Hill+Travels&womenFriendly=true`);
    expect(await screen.findByText(inEnglish(MESSAGES.noFilterMatch))).toBeInTheDocument();
    expect(group('Operator').getByRole('checkbox', { name: 'Blue Hill Travels (0 buses)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Women-friendly/ })).toBeChecked();
  });

  it('shows five points of a long list with View More, a search box, and a chosen point always', async () => {
    const user = userEvent.setup();
    const drops = [
      'Adabari',
      'Beltola',
      'Dispur',
      'ISBT Guwahati',
      'Jalukbari',
      'Khanapara',
      'Paltan Bazaar',
      'Zoo Road',
    ];
    api.search = {
      result: [bus('long', { droppingPoints: drops.map((name, i) => stop(name, i + 1)) })],
      cached: false,
    };
    await showResults(`${SEARCH}&droppingPoint=Zoo+Road`);
    expect(choiceNames('Dropping point')).toEqual([
      'Adabari 1',
      'Beltola 1',
      'Dispur 1',
      'ISBT Guwahati 1',
      'Jalukbari 1',
      'Zoo Road 1',
    ]);

    await user.click(group('Dropping point').getByRole('button', { name: 'View More (2)' }));
    expect(choices('Dropping point')).toHaveLength(8);
    expect(group('Dropping point').getByRole('button', { name: 'View Less' })).toHaveAttribute('aria-expanded', 'true');

    await user.type(group('Dropping point').getByRole('searchbox', { name: 'Search dropping points' }), 'bazar');
    expect(choiceNames('Dropping point')).toEqual([]);
    expect(group('Dropping point').getByText('Nothing matches “bazar”')).toBeInTheDocument();
    await user.clear(group('Dropping point').getByRole('searchbox'));
    await user.type(group('Dropping point').getByRole('searchbox'), 'BAZ');
    expect(choiceNames('Dropping point')).toEqual(['Paltan Bazaar 1']);
  });

  it('offers the same filters in the phone sheet, counted on the draft and applied on Apply Filters', async () => {
    const user = userEvent.setup();
    await showResults();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await user.click(sheet.getByRole('checkbox', { name: 'Women-friendly (2 buses)' }));
    // the sheet's counts follow its draft before anything is applied
    expect(sheet.getByRole('checkbox', { name: 'Blue Hill Travels (0 buses)' })).toBeInTheDocument();
    await user.click(sheet.getByRole('checkbox', { name: 'Jorhat ASTC (1 bus)' }));
    expect(screen.getAllByRole('article', { hidden: true })).toHaveLength(3);

    await user.click(sheet.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardCount()).toBe(1);
    expect(location()).toContain('boardingPoint=Jorhat ASTC&womenFriendly=true');
    expect(screen.getByRole('button', { name: /^Filters\W+2 active$/ })).toBeInTheDocument();
  });
});
