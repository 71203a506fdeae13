import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dayOffsetLabel } from '../../format/display-format';
import type { Locale } from '../../i18n/locales';
import { useDayOffsetLabel } from './day-offset';
import { sharedI18n } from './shared-i18n';

function Offsets() {
  const dayLabel = useDayOffsetLabel();
  return <p>{[0, 1, 2].map((days) => `[${dayLabel(days)}]`).join(' ')}</p>;
}

async function offsetsIn(locale: Locale) {
  await sharedI18n.catalogues.load(locale);
  render(
    <sharedI18n.I18nProvider locale={locale}>
      <Offsets />
    </sharedI18n.I18nProvider>,
  );
}

describe('a day offset in the page language', () => {
  it('says it in English as it always has', async () => {
    await offsetsIn('en');
    expect(screen.getByText('[] [+1 day] [+2 days]')).toBeInTheDocument();
    // the catalogue's English and the hand-written one (the e-mails') are the same words
    for (const days of [1, 2, 7])
      expect(dayOffsetLabel(days, sharedI18n.catalogues.english.t)).toBe(dayOffsetLabel(days));
  });

  it('says it in Assamese, nothing on the same day', async () => {
    await offsetsIn('as');
    expect(screen.getByText('[] [+1 দিন] [+2 দিন]')).toBeInTheDocument();
  });

  it('says it in Hindi', async () => {
    await offsetsIn('hi');
    expect(screen.getByText('[] [+1 दिन] [+2 दिन]')).toBeInTheDocument();
  });
});
