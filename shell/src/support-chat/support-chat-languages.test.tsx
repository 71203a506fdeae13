import type { SupportMessage } from '@jatra/shared';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { shellI18n } from '../i18n';
import { ChatComposer } from './ChatComposer';
import { ChatMessages } from './ChatMessages';

const MESSAGES: SupportMessage[] = [
  { id: 'm1', conversation_id: 'c1', author: 'traveller', body: 'My bus is late', created_at: '2026-11-27T12:35:00Z' },
  { id: 'm2', conversation_id: 'c1', author: 'staff', body: 'It left at 6 PM', created_at: '2026-11-30T20:00:00Z' },
];

async function inLanguage(locale: 'en' | 'as' | 'hi', node: ReactNode) {
  await shellI18n.catalogues.load(locale);
  render(<shellI18n.I18nProvider locale={locale}>{node}</shellI18n.I18nProvider>);
}

describe('the support chat in the page language', () => {
  it('says who wrote each message and when in English, as it always has', async () => {
    await inLanguage('en', <ChatMessages messages={MESSAGES} />);
    const [mine, theirs] = within(screen.getByRole('log', { name: 'Messages' })).getAllByRole('listitem');
    expect(mine).toHaveTextContent('YouMy bus is late27 Nov, 6:05 pm');
    expect(theirs).toHaveTextContent('Jatra supportIt left at 6 PM1 Dec, 1:30 am');
  });

  it('says them in Assamese, the time as read in India', async () => {
    await inLanguage('as', <ChatMessages messages={MESSAGES} />);
    const [mine, theirs] = within(screen.getByRole('log', { name: 'বাৰ্তাসমূহ' })).getAllByRole('listitem');
    expect(mine).toHaveTextContent('আপুনি');
    expect(theirs).toHaveTextContent('Jatra সহায়It left at 6 PM1 ডিচে, পূৰ্বাহ্ন 1.30');
  });

  it("asks a guest's name and e-mail in Hindi, and sends with a Hindi button", async () => {
    await inLanguage('hi', <ChatComposer askIdentity onSend={vi.fn()} />);
    expect(screen.getByLabelText('आपका नाम')).toBeInTheDocument();
    expect(screen.getByLabelText('हमारे जवाब के लिए ईमेल')).toBeInTheDocument();
    expect(screen.getByLabelText('आपका संदेश')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'भेजें' })).toBeInTheDocument();
  });
});
