/** Whole booking journeys (two berths held, or paid for), the API's test clock and the axe check. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectPaidAndOnMyBookings, accessTokenOf } from './my-bookings-test-kit';
import { CONTACT, fillPassengers, TRAVELLERS } from './passengers-test-kit';
import { amountToPay, continueToPayment, openPhonePe, pressInPhonePe } from './payment-test-kit';
import { knobs, needs, origins } from './environment';
import { deckGrid, openSeats, seatById, seatIdOf } from './seat-map-test-kit';
import { searchPath, viewSeatsOfSleeper } from './search-test-kit';
import { signInWithEmailOtp, uniqueEmail } from './sign-in';

/**
 * Signed in, on the day's results (by URL), View Seats of a two-deck sleeper (or straight to the seat map of the
 * sleeper `busId`), one free lower and one free upper berth clicked, two passengers, CONTINUE: the booking is held
 * and the payment page asks for its amount.
 */
export async function holdTwoBerths(page: Page, date: string, who: string, busId?: string) {
  const email = uniqueEmail(who);
  await signInWithEmailOtp(page, email, TRAVELLERS[0].name);
  if (busId) {
    await page.goto(`/booking/${encodeURIComponent(busId)}?date=${date}`);
  } else {
    await page.goto(searchPath(date));
    await viewSeatsOfSleeper(page);
  }
  for (const [deck, grid] of [
    ['lower', deckGrid(page, 'Lower deck')],
    ['upper', deckGrid(page, 'Upper deck')],
  ] as const) {
    const seat = openSeats(grid, deck).first();
    const id = await seatIdOf(seat);
    await seat.click();
    await expect(seatById(grid, id)).toHaveAttribute('aria-pressed', 'true');
  }
  await fillPassengers(page, TRAVELLERS, CONTACT);
  const pnr = await continueToPayment(page);
  return { pnr, amount: await amountToPay(page), email };
}

/** Holds two berths, pays in the PhonePe popup, lands on My Bookings; the PNR and the traveller's token. */
export async function paidTwoBerths(page: Page, date: string, who: string, busId?: string) {
  needs('phonePeSimulator');
  const { pnr, amount, email } = await holdTwoBerths(page, date, who, busId);
  // the policy the ticket will be sold under is on the page before paying
  await expect(page.getByText('Within 2 hours of departure').first()).toBeVisible();
  const popup = await openPhonePe(page, /^Pay ₹/, amount);
  await pressInPhonePe(popup, 'Pay');
  await expectPaidAndOnMyBookings(page);
  return { pnr, amount, email, token: await accessTokenOf(page) };
}

/**
 * Moves the API's clock (TEST_CLOCK, on for the e2e product) ahead by `offsetMs`; 0 puts it back, which is
 * nothing to do where there is no test clock.
 */
export async function setClock(offsetMs: number) {
  if (offsetMs === 0 && !knobs.testClock) return;
  needs('testClock');
  const answer = await fetch(`${origins.api}/sim/clock`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ offsetMs: Math.max(0, Math.round(offsetMs)) }),
  });
  expect(answer.ok, `PUT /sim/clock: ${answer.status}`).toBe(true);
}

/** axe's serious and critical findings on the page, one line each. */
export async function seriousViolations(page: Page) {
  // a toast or a dialog still fading in has its colours part-way: axe would measure a contrast nobody reads (a
  // spinner's endless turn is no fade, and is not waited for)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // a toast comes and goes on its own clock (its library loads with the first one), so it may be fading in while axe
  // reads the page whatever was waited for above: it is left out here, and its own colours are the design tokens'
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toast]').analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes[0]?.target})`);
}
