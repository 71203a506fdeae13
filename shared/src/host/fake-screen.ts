import { vi } from 'vitest';

/** A phone's screen: every media query (the wide-screen layouts ask for one) answers that it does not match. */
export function onPhone() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}
