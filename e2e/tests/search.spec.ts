import { addDaysIso, todayInIndia } from '@jatra/shared';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../booking-journey-test-kit';
import { GUWAHATI, JORHAT, pickCity } from '../search-test-kit';

const cards = (page: Page) => page.locator('article.bus-card');
// text content, not innerText: a card further down is laid out only as it nears the screen, with no innerText till then
const prices = async (page: Page) =>
  (await cards(page).locator('.bus-card__price').allTextContents()).map((text) => Number(text.replace(/[^\d]/g, '')));

test('an empty search shows the validation message', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('search', { name: 'Search buses' }).getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select source, destination, and date');
  await expect(page).toHaveURL(/\/$/);
});

test('Jorhat → Guwahati tomorrow lists buses, sorts by price, filters AC, and survives a reload', async ({ page }) => {
  await page.goto('/');
  await pickCity(page, 'From', 'Jor', 'Jorhat');
  await pickCity(page, 'To', 'Guw', 'Guwahati');
  await page.getByRole('button', { name: 'Tomorrow' }).click();
  await page.getByRole('search', { name: 'Search buses' }).getByRole('button', { name: 'Search' }).click();

  const tomorrow = addDaysIso(todayInIndia(), 1);
  await expect(page).toHaveURL(`/search?source=${JORHAT}&destination=${GUWAHATI}&date=${tomorrow}`);
  await expect(page.getByText(/Found \d+ bus\(es\) for your route/)).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  expect(await cards(page).count()).toBeGreaterThan(2);
  await expect(cards(page).first().getByRole('link', { name: 'View Seats' })).toHaveAttribute(
    'href',
    new RegExp(`^/booking/\\d+\\?date=${tomorrow}$`),
  );

  await page.getByLabel('Sort by').selectOption({ label: 'Price' });
  await expect(page).toHaveURL(/sort=price/);
  // the URL changes first, the list re-renders right after
  await expect
    .poll(async () => {
      const shown = await prices(page);
      return shown.length > 2 && shown.every((price, index) => index === 0 || shown[index - 1]! <= price);
    })
    .toBe(true);

  const all = await cards(page).count();
  // the filters live in the URL: the radio turns checked once the router has moved
  const acOnly = page.getByRole('complementary').getByRole('radio', { name: 'AC', exact: true });
  await acOnly.click();
  await expect(acOnly).toBeChecked();
  await expect.poll(() => cards(page).count()).toBeLessThan(all);
  const types = await cards(page).locator('.bus-card__type').allTextContents();
  expect(types.length).toBeGreaterThan(0);
  for (const type of types) {
    expect(type).toMatch(/A\/C|\bAC\b/i);
    expect(type).not.toMatch(/non[\s-]?a\/?c/i);
  }

  const before = await cards(page).locator('h3').allTextContents();
  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  expect(await cards(page).locator('h3').allTextContents()).toEqual(before);
});

test("a popular-route card opens today's search", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Jorhat\s+to\s+Guwahati/ }).click();
  await expect(page).toHaveURL(`/search?source=${JORHAT}&destination=${GUWAHATI}&date=${todayInIndia()}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jorhat');
});

test('on a phone the filters open as a bottom sheet with Apply Filters', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/search?source=${JORHAT}&destination=${GUWAHATI}&date=${addDaysIso(todayInIndia(), 2)}`);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('complementary')).toBeHidden();
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  const box = await sheet.boundingBox();
  expect(box!.y + box!.height).toBeGreaterThanOrEqual(799);
  const nonAc = sheet.getByRole('radio', { name: 'Non-AC', exact: true });
  await nonAc.click();
  await expect(nonAc).toBeChecked();
  await sheet.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/busType=nonac/);
  const widths = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(widths).toBeLessThanOrEqual(360);
});

test('the footer opens About, Help, Terms and Privacy', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [link, heading] of [
    ['About us', /About/],
    ['Help and support', /Help/],
    ['Terms of service', /Terms/],
    ['Privacy policy', /Privacy/],
  ] as const) {
    await footer.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await expect(page.getByText('Last updated: January 15, 2025')).toBeVisible();
});

for (const [name, path] of [
  ['Home', '/'],
  ['Search', `/search?source=${JORHAT}&destination=${GUWAHATI}&date=${addDaysIso(todayInIndia(), 1)}`],
] as const) {
  for (const width of [360, 1440]) {
    test(`axe finds no serious violations on ${name} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.locator('main').first()).toBeVisible();
      if (name === 'Search') await expect(cards(page).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
