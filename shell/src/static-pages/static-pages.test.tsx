import { CANCELLATION_BANDS, COMPANY } from '@jatra/shared';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../layout/Footer';
import { AboutPage } from './AboutPage';
import { HelpPage } from './HelpPage';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

const inRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('static pages', () => {
  it.each([
    [AboutPage, 'About · Jatra', 'About Jatra'],
    [HelpPage, 'Help · Jatra', 'Help and support'],
    [TermsPage, 'Terms · Jatra', 'Terms of service'],
    [PrivacyPage, 'Privacy · Jatra', 'Privacy policy'],
  ])('%o sets the tab title', (Page, title, heading) => {
    inRouter(<Page />);
    expect(document.title).toBe(title);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });

  it('terms show the cancellation charges from the shared bands and the update date', () => {
    inRouter(<TermsPage />);
    const table = screen.getByRole('table', { name: 'Cancellation charges' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(CANCELLATION_BANDS.map((band) => band.window + band.charge));
    expect(screen.getByText('Last updated: January 15, 2025')).toBeInTheDocument();
    expect(screen.getByText(/full refund to the original payment method in 5–7/)).toBeInTheDocument();
  });

  it('help lists the channels, categories and offices', () => {
    inRouter(<HelpPage />);
    expect(screen.getByText('Available 24/7', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Response within 2 hours', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start chat' })).toBeInTheDocument();
    for (const category of ['Booking issues', 'Travel information', 'Account help', 'General queries'])
      expect(screen.getByRole('heading', { name: category })).toBeInTheDocument();
    const offices = screen.getByRole('region', { name: 'Our offices' });
    expect(within(offices).getByText('Open 6:00 AM to 10:00 PM', { exact: false })).toBeInTheDocument();
    expect(within(offices).getAllByText('Open 6:00 AM to 9:00 PM', { exact: false })).toHaveLength(2);
  });
});

describe('Footer', () => {
  it('shows the company facts, contacts, social links and static page links', () => {
    inRouter(<Footer />);
    expect(screen.getByText(COMPANY.gstin)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COMPANY.phone })).toHaveAttribute('href', 'tel:+913612468000');
    expect(screen.getByRole('link', { name: COMPANY.email })).toHaveAttribute('href', `mailto:${COMPANY.email}`);
    for (const name of ['Facebook', 'Instagram', 'X', 'YouTube'])
      expect(screen.getByRole('link', { name: new RegExp(`on ${name} `) })).toBeInTheDocument();
    for (const [label, href] of [
      ['About us', '/about'],
      ['Help and support', '/help'],
      ['Terms of service', '/terms'],
      ['Privacy policy', '/privacy'],
    ])
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
  });
});
