import { expect, test } from '@playwright/test';
import { needs, origins } from '../environment';

test('typing "Jor" in From offers Jorhat from the provider, and picking it fills the field', async ({
  page,
  request,
}) => {
  needs('gdsSimulator');
  await page.goto('/');
  const home = page.locator('[data-remote="search"]');
  await expect(home.getByRole('heading', { level: 1 })).toBeVisible();

  const from = page.getByRole('combobox', { name: 'From' });
  // the typed text's own answer: Home's popular routes look their cities up through the same search
  const answer = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${origins.api}/api/cities?`) &&
      new URL(response.url()).searchParams.get('q') === 'Jor',
  );
  await from.fill('Jor');
  const response = await answer;
  const offered = (await response.json()).result as { id: number; name: string }[];

  await page.getByRole('option', { name: 'Jorhat' }).click();
  await expect(from).toHaveValue('Jorhat');

  // the city the browser was offered is the GDS simulator's row, in the provider's wire format
  const provider = await (await request.get(`${origins.api}/sim/gds/api/cities.json?api_key=dev-gds-key`)).json();
  const [header = [], ...rows] = provider.result as unknown[][];
  const jorhatRow = rows.find((row) => row[header.indexOf('name')] === 'Jorhat')!;
  expect(offered).toContainEqual(expect.objectContaining({ id: jorhatRow[header.indexOf('id')], name: 'Jorhat' }));
});

test('the city pickers work with the keyboard alone and swap', async ({ page }) => {
  await page.goto('/');
  const from = page.getByRole('combobox', { name: 'From' });
  const to = page.getByRole('combobox', { name: 'To' });
  await from.focus();
  await page.keyboard.type('guw');
  // wait for the answer to the whole word, not an earlier one for "gu"
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Guwahati']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(from).toHaveValue('Guwahati');

  await to.focus();
  await page.keyboard.type('dib');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Dibrugarh']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(to).toHaveValue('Dibrugarh');

  await page.getByRole('button', { name: 'Swap From and To cities' }).click();
  await expect(from).toHaveValue('Dibrugarh');
  await expect(to).toHaveValue('Guwahati');
});
