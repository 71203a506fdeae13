/** The seat map: its decks, the seats anyone or only women may take, choosing one by mouse or keyboard. */
import { expect, type Locator, type Page } from '@playwright/test';

export const deckGrid = (page: Page, deck: 'Lower deck' | 'Upper deck' | 'Seats') =>
  page.getByRole('grid', { name: deck, exact: true });

/** Free seats of a deck that anyone may take: their names end in 'available' and do not say 'reserved for women'. */
export const openSeats = (grid: Locator, deck: 'lower' | 'upper') =>
  grid.getByRole('button', { name: new RegExp(`^Seat \\w+, ${deck} deck, sleeper, ₹[\\d,]+, available$`) });

/** Free women-reserved seats of a grid. */
export const freeWomenSeats = (grid: Locator) =>
  grid.getByRole('button', { name: /reserved for women, ₹[\d,]+, available$/ });

/** The seat number a seat button stands for ('L4'). */
export async function seatIdOf(seat: Locator): Promise<string> {
  const id = await seat.getAttribute('data-seat-id');
  expect(id).toBeTruthy();
  return id!;
}

export const seatById = (grid: Locator, id: string) => grid.locator(`[data-seat-id="${id}"]`);

/**
 * The keyboard way: focus the deck's one tabbable seat (roving tabindex), move with the arrow keys in reading
 * order (Right along the row; at its end Down and Home to the next row's start) until the focus is on a free seat
 * anyone may take, at least one key press away, then Space. Returns the seat chosen.
 */
export async function chooseSeatByKeyboard(page: Page, grid: Locator, deck: 'lower' | 'upper'): Promise<string> {
  const entry = grid.locator('button[tabindex="0"]');
  await expect(entry).toHaveCount(1);
  await entry.focus();
  const open = new RegExp(`^Seat \\w+, ${deck} deck, sleeper, ₹[\\d,]+, available$`);
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-seat-id') ?? '');
  const label = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  let moves = 0;
  for (let step = 0; step < 120; step += 1) {
    if (moves > 0 && open.test(await label())) break;
    const before = await focused();
    await page.keyboard.press('ArrowRight');
    if ((await focused()) === before) {
      await page.keyboard.press('ArrowDown');
      if ((await focused()) === before) throw new Error(`no free ${deck} seat reached by keyboard`);
      await page.keyboard.press('Home');
    }
    moves += 1;
  }
  const id = await focused();
  expect(await label(), 'the keyboard reached a free seat').toMatch(open);
  await page.keyboard.press('Space');
  await expect(seatById(grid, id)).toHaveAttribute('aria-pressed', 'true');
  return id;
}
