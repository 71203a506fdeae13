import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeHostApi } from '@jatra/shared/testing';
import { searchI18n } from '../i18n';
import { bus, renderPage, SEARCH, stubApi } from './search-test-kit';

describe('SearchPage in Assamese', { timeout: 15_000 }, () => {
  beforeAll(async () => {
    await searchI18n.catalogues.load('as');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('names the route, the day, the count and the cards in Assamese', async () => {
    stubApi({
      result: [bus('b1', { operator: 'Assam Deluxe', price: 1050, availableSeats: 3 }), bus('b2', { price: 900 })],
      cached: false,
    });
    renderPage(SEARCH, fakeHostApi({ locale: 'as' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Assam Deluxe' })).toBeInTheDocument();
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveAccessibleName('যোৰহাটৰ পৰা গুৱাহাটীলৈ');
    expect(title).toHaveTextContent(/^যোৰহাট → গুৱাহাটী/);
    const header = within(title.closest('header')!);
    expect(header.getByText('1 ডিচে 2026')).toBeInTheDocument();
    expect(header.getByText('2খন বাছ')).toBeInTheDocument();
    const card = within(screen.getAllByRole('article')[0]!);
    expect(card.getByText('3টা ছিট বাকী')).toBeInTheDocument();
    expect(card.getByRole('link', { name: /ছিট চাওক/ })).toBeInTheDocument();
    expect(card.getByText('₹1,050')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'বাছ বিচাৰক' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: "ক'ৰ পৰা" })).toHaveValue('যোৰহাট');
    expect(screen.queryByText('View Seats')).not.toBeInTheDocument();
  });
});

describe('a bus card in Assamese', { timeout: 15_000 }, () => {
  beforeAll(async () => {
    await searchI18n.catalogues.load('as');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('says the journey time and the amenities it knows in Assamese, and marks an unknown amenity as English', async () => {
    stubApi({
      result: [bus('b1', { operator: 'Assam Deluxe', durationMinutes: 595, amenities: ['Water Bottle', 'Hot Towel'] })],
      cached: false,
    });
    renderPage(SEARCH, fakeHostApi({ locale: 'as' }));
    const card = within(await screen.findByRole('article'));
    expect(card.getByText('9 ঘণ্টা 55 মিনিট')).toBeInTheDocument();
    const amenities = within(card.getByRole('list', { name: 'সুবিধাসমূহ' }));
    expect(amenities.getByText('পানীৰ বটল')).toBeInTheDocument();
    expect(amenities.getByText('Hot Towel')).toHaveAttribute('lang', 'en');
  });
});
