import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { AssumedViewportWidth, matchesWidth, useMediaQuery } from './use-media-query';

/** A screen whose width can change under the hook, as when a phone turns. */
function screenOf(matches: boolean) {
  const listeners = new Set<() => void>();
  const screen = {
    matches,
    turn(next: boolean) {
      screen.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((media: string) => ({
      get matches() {
        return screen.matches;
      },
      media,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return screen;
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('follows the query as the screen changes', () => {
    const screen = screenOf(false);
    const { result } = renderHook(() => useMediaQuery('(min-width: 1024px)'));
    expect(result.current).toBe(false);
    act(() => screen.turn(true));
    expect(result.current).toBe(true);
  });

  it('assumes the wide layout where matchMedia is missing', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useMediaQuery('(min-width: 1024px)'));
    expect(result.current).toBe(true);
  });
});

describe('useMediaQuery in a server render', () => {
  function Layout() {
    return <p>{useMediaQuery('(min-width: 600px)') ? 'side by side' : 'tabs'}</p>;
  }

  it('reads the width the render assumes, and the wide layout when it assumes none', () => {
    const drawn = (width: number | null) =>
      renderToString(
        <AssumedViewportWidth value={width}>
          <Layout />
        </AssumedViewportWidth>,
      );
    expect(drawn(412)).toContain('tabs');
    expect(drawn(1280)).toContain('side by side');
    expect(drawn(null)).toContain('side by side');
  });

  it('reads min-width and max-width queries against a width', () => {
    expect(matchesWidth('(min-width: 600px)', 600)).toBe(true);
    expect(matchesWidth('(max-width: 599px)', 600)).toBe(false);
    expect(matchesWidth('(min-width: 600px) and (max-width: 1023px)', 800)).toBe(true);
  });
});
