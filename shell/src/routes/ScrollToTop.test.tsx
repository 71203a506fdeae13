import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

function Moves() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate('/booking/7?date=2026-12-01')}>View Seats</button>
      <button onClick={() => navigate('/payment', { replace: true })}>Continue</button>
      <button onClick={() => navigate('/search?source=1&destination=2&busType=ac', { replace: true })}>AC</button>
      <button onClick={() => navigate('/search?source=1&destination=2&sort=price')}>Price</button>
      <button onClick={() => navigate(-1)}>Back</button>
    </>
  );
}

let scrollTo: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollToTop />
      <Routes>
        <Route path="*" element={<Moves />} />
      </Routes>
    </MemoryRouter>,
  );

describe('scroll on a route change', () => {
  it('opens a new page at the top, pushed or replaced', async () => {
    const user = userEvent.setup();
    renderAt('/search?source=1&destination=2');
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'View Seats' }));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('keeps the place when only the query changes (filters, sort)', async () => {
    const user = userEvent.setup();
    renderAt('/search?source=1&destination=2');
    await user.click(screen.getByRole('button', { name: 'AC' }));
    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves Back to the browser, which restores the place', async () => {
    const user = userEvent.setup();
    renderAt('/search?source=1&destination=2');
    await user.click(screen.getByRole('button', { name: 'View Seats' }));
    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
