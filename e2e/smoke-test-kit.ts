/**
 * The smoke test of one frontend (`e2e/tests/smoke/<part>.smoke.spec.ts`), the last step of its pipeline
 * (`npm run ci -w <workspace>`): each of its pages, from the page catalogue, opened in the shell with the other
 * frontends as they are served, drawn with its heading and without the area's error. A visitor's pages first, then
 * a traveller's, then an admin's, each in its own browser.
 */
import { pageRoutes, type PageOwner } from '@jatra/shared';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminCredentials, needs } from './environment';
import { busCards, daysAhead, searchPath, shellTookOver } from './search-test-kit';
import { signInWithEmailOtp, uniqueEmail } from './sign-in';

type Route = (typeof pageRoutes)[keyof typeof pageRoutes];
type Who = 'visitor' | 'traveller' | 'admin';

const whoOpens = (route: Route): Who | null => {
  if (route.access === 'open' || route.access === 'guest-only') return 'visitor';
  if (route.roles?.includes('admin')) return 'admin';
  // a vendor's page needs an operator approved by an admin: the admin's journeys test it
  if (route.roles?.includes('vendor')) return null;
  return 'traveller';
};

/** A path for the route: its parameters filled with a bus found on the test route, or a value nothing matches. */
async function addressOf(page: Page, route: Route): Promise<string> {
  if (!route.path.includes(':')) return route.path;
  if (route.path === pageRoutes.booking.path) {
    await page.goto(searchPath(daysAhead(3)));
    const link = busCards(page).first().getByRole('link', { name: 'View Seats' });
    return (await link.getAttribute('href')) ?? route.path.replace(':id', 'unknown');
  }
  // an unknown PNR or conversation: the page still draws, and says it found nothing
  return route.path.replace(/:(\w+)/g, (_, name: string) => (name === 'pnr' ? 'TS0000000000000000ZZZZ' : '0'));
}

async function signedIn(browser: Browser, who: Who): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (who === 'traveller') await signInWithEmailOtp(page, uniqueEmail('smoke'));
  if (who === 'admin') {
    await page.goto(pageRoutes.adminLogin.path);
    await page.getByLabel('Email address').fill(adminCredentials.email);
    await page.getByLabel('Password').fill(adminCredentials.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  }
  return page;
}

export function smokeTestsOf(part: PageOwner) {
  const routes = Object.values(pageRoutes).filter((route) => route.remote === part);
  for (const who of ['visitor', 'traveller', 'admin'] as const) {
    const mine = routes.filter((route) => whoOpens(route) === who);
    if (mine.length === 0) continue;
    test(`${part}: its pages ${who === 'admin' ? 'an' : 'a'} ${who} opens draw in the shell (${mine.map((route) => route.path).join(', ')})`, async ({
      browser,
    }) => {
      if (who === 'traveller') needs('devMailbox');
      if (who === 'admin') needs('admin');
      const page = await signedIn(browser, who);
      for (const route of mine) {
        await page.goto(await addressOf(page, route));
        // a page the server drew shows its heading before the remote has loaded in the browser, if it ever does
        await shellTookOver(page);
        await expect(page.getByRole('heading', { level: 1 }).first(), route.path).toBeVisible({ timeout: 20_000 });
        await expect(page.locator('[data-remote-error]'), route.path).toHaveCount(0);
      }
      await page.context().close();
    });
  }
}
