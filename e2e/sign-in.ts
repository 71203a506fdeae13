/** Sign a traveller in through the /auth page, reading the one-time code from the dev mailbox. */
import { expect, type Page } from '@playwright/test';
import { origins } from './product';

async function latestCode(address: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${origins.api}/sim/mailbox?to=${encodeURIComponent(address)}`);
    const body = (await response.json()) as { messages: { code: string }[] };
    if (body.messages[0]?.code) return body.messages[0].code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code arrived for ${address}`);
}

export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;

export async function signInWithEmailOtp(page: Page, email: string, fullName = 'Priya Baruah') {
  await page.goto('/auth');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('One-time password').fill(await latestCode(email));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Phone number').fill('9812345678');
  await page.getByRole('button', { name: 'Complete profile' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: fullName })).toBeVisible();
}
