import { expect, test } from '@playwright/test';
import { holdTwoBerths, seriousViolations } from '../booking-journey-test-kit';
import { myBookings, accessTokenOf } from '../my-bookings-test-kit';
import { CONTACT } from '../passengers-test-kit';
import { openPhonePe, pressInPhonePe } from '../payment-test-kit';
import { daysAhead } from '../search-test-kit';
import { needs, origins } from '../environment';

test('Back in the main window while paying in PhonePe: the main window is told the ticket is confirmed, the bus says it is yours, the popup confirms the ticket', async ({
  page,
}) => {
  needs('devMailbox', 'phonePeSimulator');
  test.setTimeout(150_000);
  const { pnr, amount } = await holdTwoBerths(page, daysAhead(8), 'handoff.back');
  // a phone from here on, where the traveller uses Back
  await page.setViewportSize({ width: 360, height: 800 });
  const seats = (await myBookings(await accessTokenOf(page)))
    .find((booking) => booking.pnr_number === pnr)!
    .seats.map((seat) => seat.seat_number);
  expect(seats).toHaveLength(2);
  const seatText = seats.join(', ');

  const popup = await openPhonePe(page, /^Pay ₹/, amount);
  // the traveller presses Back in the main window: the booking page of that bus, which says the seats are held
  await page.goBack();
  await expect(page).toHaveURL(/\/booking\/\d+\?date=/);
  await expect(page.getByText(`You are holding seats ${seatText} on this bus`)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();

  await pressInPhonePe(popup, 'Pay');

  // the main window is told, whatever it shows
  const notice = page.locator('.payment-notice');
  await expect(notice).toHaveText(new RegExp(`Payment received — your ticket ${pnr} is confirmed`), {
    timeout: 30_000,
  });
  expect(pnr).toMatch(/^TS/);
  await expect(notice.getByRole('button', { name: 'View Ticket' })).toBeVisible();
  // and the bus's page says the seats are the traveller's before they pick any again
  await expect(page.getByText(`You already have seats ${seatText} on this bus`)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`Ticket ${pnr} is confirmed.`)).toBeVisible();
  expect(await seriousViolations(page), 'booking page with both notices at 360 px').toEqual([]);

  // the PhonePe window landed on the new ticket's confirmation, read from the e-ticket
  await expect(popup.getByRole('heading', { name: 'Booking Confirmed', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(popup.getByText(`Payment received — your ticket ${pnr} is confirmed`)).toBeVisible();
  const facts = popup.locator('.pay-confirm__facts');
  await expect(facts).toContainText(pnr);
  await expect(facts.getByRole('definition').filter({ hasText: 'Jorhat' })).toContainText('Guwahati');
  await expect(facts).toContainText(seatText);
  await expect(popup.getByText(`e-ticket sent to ${CONTACT.email}`)).toBeVisible();
  await expect(popup.getByRole('button', { name: 'View Ticket' })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Print' })).toBeEnabled();
  expect(await seriousViolations(popup), 'confirmation view').toEqual([]);

  // View Ticket in the main window's notice opens the e-ticket and the notice goes
  await notice.getByRole('button', { name: 'View Ticket' }).click();
  await expect(page).toHaveURL(`${origins.shell}/booking-details/${pnr}`);
  await expect(page.locator('.payment-notice')).toHaveCount(0);
});
