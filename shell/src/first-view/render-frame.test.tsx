import { describe, expect, it } from 'vitest';
import { renderFrame } from './render-frame.server';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe("the shell's frame around a first view, drawn on the server", () => {
  it('draws the navbar as a visitor sees it, the page in the main area, and the footer', async () => {
    const page = parse(await renderFrame('/search?source=1', '<main data-remote="search">Buses</main>'));
    expect(page.querySelector('.app__main')?.innerHTML).toBe('<main data-remote="search">Buses</main>');
    expect(page.querySelector('header.navbar a[href="/auth"]')?.textContent).toBe('Login');
    expect(page.querySelector('footer')).not.toBeNull();
  });

  it('keeps `$` patterns of the page as they are', async () => {
    expect(await renderFrame('/', "<p>$& $' ₹1,200</p>")).toContain("<p>$& $' ₹1,200</p>");
  });

  it('draws the frame in the language asked for, with that language chosen in the switcher', async () => {
    const page = parse(await renderFrame('/', '<main></main>', 'as'));
    expect(page.querySelector('header.navbar a[href="/auth"]')?.textContent).toBe('লগইন');
    expect(page.querySelector<HTMLSelectElement>('header.navbar select')?.value).toBe('as');
    expect(page.querySelector('footer [aria-current="true"]')?.textContent).toBe('অসমীয়া');
  });
});
