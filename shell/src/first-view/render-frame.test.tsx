import { describe, expect, it } from 'vitest';
import { renderFrame } from './render-frame.server';

describe("the shell's frame around a first view, drawn on the server", () => {
  it('draws the navbar as a visitor sees it, the page in the main area, and the footer', () => {
    const html = renderFrame('/search?source=1', '<main data-remote="search">Buses</main>');
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('.app__main')?.innerHTML).toBe('<main data-remote="search">Buses</main>');
    expect(page.querySelector('header.navbar a[href="/auth"]')?.textContent).toBe('Login');
    expect(page.querySelector('footer')).not.toBeNull();
  });

  it('keeps `$` patterns of the page as they are', () => {
    expect(renderFrame('/', "<p>$& $' ₹1,200</p>")).toContain("<p>$& $' ₹1,200</p>");
  });
});
