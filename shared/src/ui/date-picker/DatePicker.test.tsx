import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { addDaysIso, formatDisplayDate, todayInIndia } from '../../dates/travel-dates';
import { sharedI18n } from '../i18n/shared-i18n';
import { DatePicker } from './DatePicker';

function Harness({ initial, onChange }: { initial: string; onChange?: (iso: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      label="Date of journey"
      value={value}
      name="date"
      onChange={(iso) => {
        setValue(iso);
        onChange?.(iso);
      }}
    />
  );
}

describe('DatePicker', () => {
  it('shows the date as dd MMM yyyy with the label in the field name', () => {
    render(<Harness initial="2099-11-22" />);
    expect(screen.getByRole('button', { name: 'Date of journey 22 Nov 2099' })).toBeInTheDocument();
  });

  it('picks a day with the keyboard and closes, past days disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const today = todayInIndia();
    render(<Harness initial={today} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: `Date of journey ${formatDisplayDate(today)}` });
    trigger.focus();
    await user.keyboard('{Enter}');
    const calendar = await screen.findByRole('dialog', { name: 'Date of journey' });
    expect(calendar).toBeInTheDocument();
    // today is focused; a day before it is not selectable
    expect(screen.getByRole('button', { name: /Today/ })).toHaveFocus();
    const yesterday = Number(addDaysIso(today, -1).slice(8));
    if (yesterday < Number(today.slice(8))) {
      const dayCells = screen.getAllByRole('gridcell').filter((cell) => cell.textContent === String(yesterday));
      expect(dayCells.some((cell) => cell.querySelector('button')?.disabled)).toBe(true);
    }
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenCalledWith(addDaysIso(today, 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Date of journey ${formatDisplayDate(addDaysIso(today, 1))}` }),
    ).toHaveFocus();
  });

  it('with max and no min, takes past days and disables the days after max', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const today = todayInIndia();
    render(<DatePicker label="Transaction date" value={today} onChange={onChange} min={null} max={today} />);
    await user.click(screen.getByRole('button', { name: `Transaction date ${formatDisplayDate(today)}` }));
    await screen.findByRole('dialog', { name: 'Transaction date' });
    const tomorrow = Number(addDaysIso(today, 1).slice(8));
    if (tomorrow > Number(today.slice(8))) {
      const dayCells = screen.getAllByRole('gridcell').filter((cell) => cell.textContent === String(tomorrow));
      expect(dayCells.every((cell) => cell.querySelector('button')?.disabled)).toBe(true);
    }
    await user.click(screen.getByRole('button', { name: /previous month/i }));
    const earlier = screen.getAllByRole('gridcell').find((cell) => cell.textContent === '15')!;
    await user.click(earlier.querySelector('button')!);
    expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^\d{4}-\d{2}-15$/));
    expect(onChange.mock.calls[0]![0] < today).toBe(true);
  });
});

describe('DatePicker in Assamese', () => {
  it('names the month, the weekdays and the field in Assamese, with Latin digits', async () => {
    await sharedI18n.catalogues.load('as');
    const user = userEvent.setup();
    render(
      <sharedI18n.I18nProvider locale="as">
        <Harness initial="2099-11-22" />
      </sharedI18n.I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: /^Date of journey 22 নৱে/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Date of journey' });
    expect(calendar).toHaveTextContent('নৱেম্বৰ 2099');
    expect(screen.getByRole('grid', { name: 'নৱেম্বৰ 2099' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পিছৰ মাহলৈ যাওক' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /22 নৱেম্বৰ.* 2099, বাছনি কৰা হৈছে$/ })).toHaveFocus();
  });

  it('asks for a date in Assamese while none is chosen', async () => {
    await sharedI18n.catalogues.load('as');
    render(
      <sharedI18n.I18nProvider locale="as">
        <Harness initial="" />
      </sharedI18n.I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Date of journey এটা তাৰিখ বাছক' })).toBeInTheDocument();
  });
});
