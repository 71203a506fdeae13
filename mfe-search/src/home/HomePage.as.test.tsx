import { addDaysIso, todayInIndia } from '@jatra/shared';
import { HostProvider } from '@jatra/shared/ui';
import { fakeHostApi } from '@jatra/shared/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchI18n } from '../i18n';
import { rememberSearch } from '../recent-searches/recent-searches';
import { HomePage } from './HomePage';

describe('HomePage in Assamese', () => {
  beforeAll(async () => {
    await searchI18n.catalogues.load('as');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows every section, the form and the recent searches in Assamese, with cities and dates localized', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    rememberSearch({
      from: { id: 248, name: 'North Lakhimpur' },
      to: { id: 101, name: 'Guwahati' },
      date: addDaysIso(todayInIndia(), 2),
      womenBooking: true,
    });
    render(
      <HostProvider host={fakeHostApi({ locale: 'as' })}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <searchI18n.I18nProvider locale="as">
              <HomePage />
            </searchI18n.I18nProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </HostProvider>,
    );
    expect(screen.getByRole('search', { name: 'বাছ বিচাৰক' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আজি' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('checkbox', { name: 'মহিলাৰ বাবে বুকিং' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'আমাক কিয় বাছিব' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: '5ৰ ভিতৰত 5 ৰেটিং' })).toHaveLength(3);
    expect(screen.getByText('যোৰহাট, অসম')).toBeInTheDocument();

    const routes = within(screen.getByRole('region', { name: 'জনপ্ৰিয় পথ' }));
    expect(routes.getAllByText('যোৰহাটৰ পৰা গুৱাহাটীলৈ').length).toBeGreaterThan(0);

    const recent = within(screen.getByRole('region', { name: 'শেহতীয়া সন্ধান' }));
    const link = recent.getByRole('link');
    expect(link).toHaveAccessibleName(/^উত্তৰ লখিমপুৰৰ পৰা গুৱাহাটীলৈ/);
    // the day in Assamese words with Latin digits, e.g. '1 ডিচে 2026, মহিলাৰ বাবে'
    expect(link).toHaveTextContent(/\d{1,2} [\u0980-\u09FF]+\.? \d{4}, মহিলাৰ বাবে$/);
    expect(link).not.toHaveTextContent(/Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/);
    expect(recent.getByRole('button', { name: 'শেহতীয়া সন্ধান মচক' })).toBeInTheDocument();
    expect(screen.queryByText('Popular routes')).not.toBeInTheDocument();
  });
});
