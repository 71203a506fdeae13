/** The booking page's passenger forms and the travellers the tests book for. */
import type { Page } from '@playwright/test';

export interface TestPassenger {
  name: string;
  age: string;
  gender?: 'Female' | 'Male' | 'Other';
}

/** The passenger form of the `n`th chosen seat (1-based); its heading is 'Passenger n' with the seat. */
export const passengerForm = (page: Page, n: number) =>
  page.getByRole('region', { name: new RegExp(`^Passenger ${n}(?!\\d)`) });

/** Fills one passenger form per entry; the first one also gets the contact for the ticket. */
export async function fillPassengers(
  page: Page,
  passengers: readonly TestPassenger[],
  contact: { email: string; mobile: string },
) {
  for (const [index, passenger] of passengers.entries()) {
    const form = passengerForm(page, index + 1);
    await form.getByLabel('Full name').fill(passenger.name);
    await form.getByLabel('Age').fill(passenger.age);
    if (passenger.gender) await form.getByLabel('Gender').selectOption({ label: passenger.gender });
    if (index === 0) {
      await form.getByLabel('E-mail').fill(contact.email);
      await form.getByLabel('Mobile number').fill(contact.mobile);
    }
  }
}

export const TRAVELLERS = [
  { name: 'Priya Baruah', age: '29', gender: 'Female' },
  { name: 'Rupam Saikia', age: '34', gender: 'Male' },
] as const;
export const CONTACT = { email: 'priya.baruah@example.in', mobile: '9812345678' };
