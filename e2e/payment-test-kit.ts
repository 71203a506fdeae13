/** From CONTINUE to paid: the payment page, the PhonePe popup and the PhonePe simulator's test knobs. */
import { expect, type Page } from '@playwright/test';
import { knobs, needs, origins } from './environment';

/** CONTINUE on the booking page → the tentative booking → `/payment?pnr=…`; returns the PNR. */
export async function continueToPayment(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page).toHaveURL(/\/payment\?pnr=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Complete Payment', level: 1 })).toBeVisible();
  const pnr = new URL(page.url()).searchParams.get('pnr');
  expect(pnr).toBeTruthy();
  await expect(page.getByText(`PNR ${pnr}`, { exact: true })).toBeVisible();
  return pnr!;
}

/** The amount the payment page asks for ('₹2,394'), read from its Pay button. */
export async function amountToPay(page: Page): Promise<string> {
  const pay = page.getByRole('button', { name: /^Pay ₹[\d,]+$/ });
  await expect(pay).toBeEnabled();
  return ((await pay.textContent()) ?? '').replace(/^Pay /, '').trim();
}

/**
 * Presses `button` ('Pay …' or 'Retry Payment') on the payment page and waits for the PhonePe popup to show its
 * hosted checkout for `amount`.
 */
export async function openPhonePe(page: Page, button: RegExp | string, amount: string): Promise<Page> {
  needs('phonePeSimulator');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(new RegExp(`^${origins.api}/sim/phonepe/transact\\?token=`), { timeout: 15_000 });
  // the simulator shows paise with two decimals: ₹2,394.00
  await expect(popup.getByLabel(`Amount to pay ${amount}.00`)).toBeVisible();
  return popup;
}

/** In the popup: UPI as the way to pay, then `button` (Pay, Fail or Cancel). */
export async function pressInPhonePe(popup: Page, button: 'Pay' | 'Fail' | 'Cancel') {
  const upi = popup.getByRole('radio', { name: 'UPI', exact: true });
  await upi.check();
  await expect(upi).toBeChecked();
  await expect(popup.getByLabel('UPI ID')).toHaveValue(/@/);
  await popup.getByRole('button', { name: button, exact: true }).click();
}

/** Waits until the gateway has answered the popup's form (the 303 back to us): the payment is made. */
export const paymentAnswered = (popup: Page) =>
  popup.waitForResponse(
    (response) =>
      response.url().startsWith(`${origins.api}/sim/phonepe/transact`) && response.request().method() === 'POST',
  );

/** Replaces the PhonePe simulator's test knobs; `{}` resets them (nothing to do where there is no simulator). */
export async function setPhonePeKnobs(settings: Record<string, unknown>) {
  if (Object.keys(settings).length === 0 && !knobs.phonePeSimulator) return;
  needs('phonePeSimulator');
  const response = await fetch(`${origins.api}/sim/phonepe/knobs`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(settings),
  });
  expect(response.ok, `PUT /sim/phonepe/knobs: ${response.status} ${await response.text()}`).toBe(true);
}
