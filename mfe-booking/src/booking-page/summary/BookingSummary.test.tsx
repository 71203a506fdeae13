import { SLEEPER_COACH, renderInHost } from '@jatra/shared/testing';
import { LocaleProviders, loadLocale } from '@jatra/shared/ui';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingI18n } from '../../i18n';
import { BOARDING_POINTS } from '../test/schedule-test-kit';
import { SummaryDetails } from './BookingSummary';

const seats = SLEEPER_COACH.seats.filter((seat) => seat.id === 'L1' || seat.id === 'U1');

describe('the Booking Summary in Assamese', () => {
  it('writes the day, the stops and every amount in Assamese, with Latin digits', async () => {
    await loadLocale('as', bookingI18n);
    renderInHost(
      '/booking/1',
      <LocaleProviders locale="as" i18n={bookingI18n}>
        <SummaryDetails
          operator="Assam Valley Travels"
          date="2026-12-01"
          seats={seats}
          boarding={BOARDING_POINTS[0]}
          dropping={undefined}
        />
      </LocaleProviders>,
    );
    expect(screen.getByText('1 ডিচে 2026')).toBeInTheDocument();
    expect(screen.getByText('Assam Valley Travels')).toBeInTheDocument();
    expect(screen.getByText('বৰ্ডিং').nextSibling).toHaveTextContent(/^Baruah Chariali, \S+ 6\.30$/);
    expect(screen.getByText('এতিয়াও বাছনি কৰা হোৱা নাই')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ছিট (2)' })).toBeInTheDocument();
    expect(screen.getByText('ছিট L1')).toBeInTheDocument();
    expect(screen.getByText('মূল ভাড়া').nextSibling).toHaveTextContent('₹2,320');
    expect(screen.getByText('GST (5%)').nextSibling).toHaveTextContent('₹116');
    expect(screen.getByText('মুঠ').nextSibling).toHaveTextContent('₹2,436');
  });
});
