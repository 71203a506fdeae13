import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query';

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
