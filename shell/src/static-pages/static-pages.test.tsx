import { CANCELLATION_BANDS, COMPANY, POLICY_MESSAGES, type SupportContact, inEnglish } from '@jatra/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiBaseUrl } from '../auth/supabase-client';
import { shellI18n } from '../i18n';
import { Footer } from '../layout/Footer';
import { AboutPage } from './AboutPage';
import { HelpPage } from './HelpPage';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';
import { staticPagesI18n } from './i18n/static-pages-i18n';

const SAVED: SupportContact = { support_email: 'care@jatra.example', support_phone: '+91 98540 11223' };

const inRouter = (node: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

/** `GET /api/support-contact` answers with `answer` (a promise that never settles: still on its way). */
function supportContactApi(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    expect(String(input)).toBe('http://api.test/api/support-contact');
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const pending = () => new Promise<Response>(() => undefined);
const saved = async () => Response.json({ result: SAVED });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  setApiBaseUrl('http://api.test');
  supportContactApi(pending);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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

  it("terms say the charge is the bus operator's, with the shared bands as Jatra's for operators without their own", () => {
    inRouter(<TermsPage />);
    expect(screen.getByText(inEnglish(POLICY_MESSAGES.dependsOnOperator), { exact: false })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: inEnglish(POLICY_MESSAGES.siteTableCaption) });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(
      CANCELLATION_BANDS.map((band) => inEnglish(band.window) + inEnglish(band.charge)),
    );
    expect(screen.getByText('Last updated: January 15, 2025')).toBeInTheDocument();
    expect(screen.getByText(/full refund to the original payment method in 5–7/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /operator moves it by 2 hours or more, you may cancel that ticket free of charge\. The cancellation window of that bus always counts from its new departure time\./,
      ),
    ).toBeInTheDocument();
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
  it('shows the company facts, the default contacts while the saved ones load, social links and static page links', () => {
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
      ['Become a Jatra partner', '/partner'],
    ])
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
  });

  it('shows the support contact an admin saved, once the API answers', async () => {
    const fetchMock = supportContactApi(saved);
    inRouter(<Footer />);
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(await within(contact).findByRole('link', { name: SAVED.support_phone })).toHaveAttribute(
      'href',
      'tel:+919854011223',
    );
    expect(within(contact).getByRole('link', { name: SAVED.support_email })).toHaveAttribute(
      'href',
      `mailto:${SAVED.support_email}`,
    );
    expect(within(contact).queryByText(COMPANY.phone)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('keeps the default contacts when the API fails, telling only the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    supportContactApi(async () => Response.json({ error: { code: 'internal', message: 'Boom' } }, { status: 500 }));
    inRouter(<Footer />);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(screen.getByRole('link', { name: COMPANY.phone })).toHaveAttribute('href', 'tel:+913612468000');
    expect(screen.getByRole('link', { name: COMPANY.email })).toBeInTheDocument();
  });
});

describe('support contact on the static pages', () => {
  it('help offers the saved phone and e-mail', async () => {
    supportContactApi(saved);
    inRouter(<HelpPage />);
    const contact = screen.getByRole('region', { name: 'Talk to us' });
    expect(await within(contact).findByRole('link', { name: `Call ${SAVED.support_phone}` })).toHaveAttribute(
      'href',
      'tel:+919854011223',
    );
    expect(within(contact).getByRole('link', { name: SAVED.support_email })).toHaveAttribute(
      'href',
      `mailto:${SAVED.support_email}`,
    );
  });

  it.each([AboutPage, TermsPage, PrivacyPage])('%o gives the saved support e-mail', async (Page) => {
    supportContactApi(saved);
    inRouter(<Page />);
    const links = await screen.findAllByRole('link', { name: SAVED.support_email });
    for (const link of links) expect(link).toHaveAttribute('href', `mailto:${SAVED.support_email}`);
    expect(screen.queryByText(COMPANY.email)).not.toBeInTheDocument();
  });
});

describe('for bus operators', () => {
  it('help points them to the partner page', () => {
    inRouter(<HelpPage />);
    const operators = screen.getByRole('region', { name: 'For bus operators' });
    expect(within(operators).getByRole('link', { name: 'Become a Jatra partner' })).toHaveAttribute('href', '/partner');
  });
});

describe('static pages in Assamese', () => {
  const inAssamese = async (node: ReactNode) => {
    // the pages' own words come with them: loaded here so the page draws at once
    await Promise.all([shellI18n.catalogues.load('as'), staticPagesI18n.catalogues.load('as')]);
    return inRouter(<shellI18n.I18nProvider locale="as">{node}</shellI18n.I18nProvider>);
  };

  it('titles the terms in Assamese and labels the cancellation table in it', async () => {
    await inAssamese(<TermsPage />);
    expect(document.title).toBe('চৰ্তাৱলী · Jatra');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('সেৱাৰ চৰ্তাৱলী');
    expect(screen.getByRole('heading', { level: 2, name: 'বাতিলকৰণ আৰু ৰিফাণ্ড' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'আপুনি কেতিয়া বাতিল কৰে' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'বাতিলকৰণ মাচুল' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'গোপনীয়তা নীতি' })).toHaveAttribute('href', '/privacy');
  });

  it("gives the help page's offices in Assamese, with the city and the hours in its words", async () => {
    await inAssamese(<HelpPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('সহায় আৰু সমৰ্থন');
    const offices = screen.getByRole('region', { name: 'আমাৰ কাৰ্যালয়' });
    expect(within(offices).getByRole('heading', { name: /গুৱাহাটী মুখ্য কাৰ্যালয়/ })).toBeInTheDocument();
    expect(within(offices).queryByText(/AM|PM/)).toBeNull();
  });

  it('says the privacy policy in Assamese, its bold words and links inside the sentences', async () => {
    await inAssamese(<PrivacyPage />);
    expect(document.title).toBe('গোপনীয়তা · Jatra');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('গোপনীয়তা নীতি');
    expect(screen.getByRole('heading', { level: 3, name: 'একাউণ্টৰ বিৱৰণ' })).toBeInTheDocument();
    expect(screen.getAllByText('কিয়')).toHaveLength(4);
    expect(screen.getByText('আপোনাৰ একাউণ্ট', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সেৱাৰ চৰ্তাৱলী' })).toHaveAttribute('href', '/terms');
    expect(screen.queryByText(/Last updated|What we collect/)).toBeNull();
  });
});

describe('static pages in Hindi', () => {
  it('tells the story of Jatra in Hindi, with the way to help inside its sentence', async () => {
    await Promise.all([shellI18n.catalogues.load('hi'), staticPagesI18n.catalogues.load('hi')]);
    inRouter(
      <shellI18n.I18nProvider locale="hi">
        <AboutPage />
      </shellI18n.I18nProvider>,
    );
    expect(document.title).toBe('हमारे बारे में · Jatra');
    expect(screen.getByRole('heading', { level: 2, name: 'हमारी कहानी' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'पाँच बसें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सहायता और सपोर्ट' })).toHaveAttribute('href', '/help');
    expect(screen.queryByText(/Our mission|Registered name/)).toBeNull();
  });
});

describe('static pages in English', () => {
  it('keeps the sentences with links whole, word for word', () => {
    inRouter(<AboutPage />);
    expect(screen.getByRole('link', { name: 'Help and support' }).closest('p')).toHaveTextContent(
      /^Questions or ideas\? Visit Help and support or write to \S+@\S+\.$/,
    );
    inRouter(<PrivacyPage />);
    expect(screen.getByText('Your account', { selector: 'strong' }).closest('li')).toHaveTextContent(
      'Your account is kept until you delete it, or until it has been inactive for 3 years.',
    );
    expect(screen.getByRole('link', { name: 'terms of service' }).closest('p')).toHaveTextContent(
      new RegExp(`^${COMPANY.name}, ${COMPANY.address}\\. E-mail \\S+@\\S+\\. See also our terms of service\\.$`),
    );
  });
});
