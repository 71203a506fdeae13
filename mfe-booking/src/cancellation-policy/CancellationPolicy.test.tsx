import { REFUND_TIMELINE, SITE_CANCELLATION_POLICY, type CancellationPolicy as Policy, inEnglish } from '@jatra/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CancellationPolicy } from './CancellationPolicy';
import { CUTOFF_ROW, policyTableRows } from './policy-test-kit';

const OPERATOR: Policy = {
  source: 'operator',
  bands: [
    { fromHours: 0, toHours: 24, chargePercent: 100 },
    { fromHours: 24, toHours: 720, chargePercent: 30 },
  ],
};

describe('CancellationPolicy', () => {
  it("shows the site's table under Jatra's name, with what is charged and when refunds arrive", () => {
    render(<CancellationPolicy policy={SITE_CANCELLATION_POLICY} operator="Assam Valley Travels" defaultOpen />);
    const table = screen.getByRole('table', { name: "Jatra's cancellation policy" });
    expect(table).toBeVisible();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'When you cancel',
      'Cancellation charge',
    ]);
    expect(policyTableRows(table)).toEqual([
      ['More than 24 hours before departure', 'No charge'],
      ['12 to 24 hours before departure', '10% of ticket value'],
      ['2 to 12 hours before departure', '25% of ticket value'],
      CUTOFF_ROW,
    ]);
    expect(
      screen.getByText(
        'Charges are a percentage of the fare of the seats you cancel. GST is refunded: you get back what you paid for those seats minus the charge.',
      ),
    ).toBeVisible();
    expect(screen.getByText(inEnglish(REFUND_TIMELINE))).toBeVisible();
  });

  it("names the operator whose bands they are, or says 'the bus operator' when the name is missing", () => {
    const { rerender } = render(<CancellationPolicy policy={OPERATOR} operator="Network Travels" defaultOpen />);
    const table = screen.getByRole('table', { name: 'Cancellation policy of Network Travels' });
    expect(policyTableRows(table)).toEqual([
      ['More than 24 hours before departure', '30% of ticket value'],
      ['2 to 24 hours before departure', '100% of ticket value'],
      CUTOFF_ROW,
    ]);
    rerender(<CancellationPolicy policy={OPERATOR} operator=" " defaultOpen />);
    expect(screen.getByRole('table', { name: 'Cancellation policy of the bus operator' })).toBeInTheDocument();
  });

  it('starts closed where there is no room, opens and closes from its summary, and follows a change of room', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <CancellationPolicy policy={SITE_CANCELLATION_POLICY} operator="" defaultOpen={false} />,
    );
    const table = screen.getByRole('table', { name: "Jatra's cancellation policy" });
    expect(table).not.toBeVisible();
    const summary = screen.getByText("Jatra's cancellation policy", { selector: 'summary > span' });
    await user.click(summary);
    expect(table).toBeVisible();
    await user.click(summary);
    expect(table).not.toBeVisible();
    rerender(<CancellationPolicy policy={SITE_CANCELLATION_POLICY} operator="" defaultOpen />);
    expect(table).toBeVisible();
  });
});
