import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sharedI18n } from '../i18n/shared-i18n';
import { SeatMap } from './SeatMap';
import { SLEEPER_COACH } from './coach-layouts';

async function renderSeatMap(locale: 'en' | 'as') {
  // a catalogue not loaded yet suspends: load it first, so the map draws at once
  await sharedI18n.catalogues.load(locale);
  render(
    <sharedI18n.I18nProvider locale={locale}>
      <SeatMap layout={SLEEPER_COACH} selectedIds={new Set(['L2'])} onToggle={() => undefined} announcement="" />
    </sharedI18n.I18nProvider>,
  );
}

describe('the seat map in Assamese', () => {
  it('names every seat in Assamese: number, deck, berth, women-reserved, fare and state', async () => {
    await renderSeatMap('as');
    expect(screen.getByRole('button', { name: 'ছিট L1, তলৰ ডেক, স্লিপাৰ, ₹1,200, উপলব্ধ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ছিট L2, তলৰ ডেক, স্লিপাৰ, ₹1,200, বাছনি কৰা হৈছে' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'ছিট L3, তলৰ ডেক, স্লিপাৰ, মহিলাৰ বাবে সংৰক্ষিত, ₹1,200, উপলব্ধ' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ছিট U2, ওপৰৰ ডেক, স্লিপাৰ, বুক হৈ গৈছে' })).toHaveAttribute(
      'data-tip',
      'U2 · বুক হৈ গৈছে',
    );
    expect(screen.getByText('ছিটৰ মাজত যাবলৈ কাঁড়ৰ চিনৰ কী আৰু বাছনি কৰিবলৈ Space টিপক।')).toBeInTheDocument();
  });

  it('explains the seat pictures and fares in Assamese', async () => {
    await renderSeatMap('as');
    const legend = within(screen.getByRole('list', { name: 'ছিটৰ চিন' }));
    for (const word of ['উপলব্ধ', 'বাছনি কৰা', 'বুক হোৱা', 'মহিলাৰ বাবে'])
      expect(legend.getByText(word)).toBeInTheDocument();
    expect(screen.getByText(/^ভাড়া ₹1,120 – ₹1,200/)).toHaveTextContent('ভাড়া ₹1,120 – ₹1,200 · প্ৰতি ছিট, GST বাদে');
  });

  it('keeps the English words as they were', async () => {
    await renderSeatMap('en');
    expect(screen.getByRole('button', { name: 'Seat L1, lower deck, sleeper, ₹1,200, available' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Seat L3, lower deck, sleeper, reserved for women, ₹1,200, available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seat L2, lower deck, sleeper, ₹1,200, selected' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seat U2, upper deck, sleeper, booked' })).toHaveAttribute(
      'data-tip',
      'U2 · Booked',
    );
    expect(screen.getByRole('list', { name: 'Seat legend' })).toBeInTheDocument();
  });
});
