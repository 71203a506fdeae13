import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminI18n } from '../i18n';
import { FiguresAsOf } from './FiguresAsOf';

const said = (refreshSeconds: number) => {
  const { container, unmount } = render(
    <adminI18n.I18nProvider locale="en">
      <FiguresAsOf asOf="2026-10-05T16:00:00Z" refreshSeconds={refreshSeconds} />
    </adminI18n.I18nProvider>,
  );
  const text = container.textContent;
  unmount();
  return text;
};

describe('FiguresAsOf', () => {
  it('says as of when, in India, and how often in the words a person would use', () => {
    expect(said(60)).toBe('Figures as of 05 Oct 2026, 9:30 PM, updated every minute.');
    expect(said(300)).toBe('Figures as of 05 Oct 2026, 9:30 PM, updated every 5 minutes.');
    expect(said(30)).toBe('Figures as of 05 Oct 2026, 9:30 PM, updated every 30 seconds.');
    expect(said(1)).toBe('Figures as of 05 Oct 2026, 9:30 PM, updated every second.');
    expect(said(90)).toBe('Figures as of 05 Oct 2026, 9:30 PM, updated every 90 seconds.');
  });

  it('says it in Assamese, the instant in Assamese words', async () => {
    await adminI18n.catalogues.load('as');
    render(
      <adminI18n.I18nProvider locale="as">
        <FiguresAsOf asOf="2026-10-05T16:00:00Z" refreshSeconds={300} />
      </adminI18n.I18nProvider>,
    );
    expect(screen.getByText('5 অক্টো 2026, অপৰাহ্ন 9.30').tagName).toBe('TIME');
    expect(screen.getByText(/প্ৰতি 5 মিনিটত/)).toBeInTheDocument();
  });
});
