import { HostProvider } from '@jatra/shared/ui';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SEATER_COACH, withSeatsSold } from '@jatra/shared/testing';
import { fakeHost } from '../test/schedule-test-kit';
import { useSeatSelection } from './use-seat-selection';

const host = fakeHost();
const wrapper = ({ children }: { children: ReactNode }) => <HostProvider host={host}>{children}</HostProvider>;

describe('useSeatSelection', () => {
  it('draws the page once on load, the seats kept from before included', () => {
    let renders = 0;
    const [first, second] = SEATER_COACH.seats.filter((seat) => !seat.isBooked && !seat.isWomenSeat);
    const { result } = renderHook(
      () => {
        renders += 1;
        return useSeatSelection(SEATER_COACH.seats, false, [first!.id, second!.id]);
      },
      { wrapper },
    );
    expect(result.current.seats.map((seat) => seat.id)).toEqual([first!.id, second!.id]);
    expect(renders).toBe(1);
  });

  it('drops a chosen seat that a fresh layout shows taken', () => {
    const [first, second] = SEATER_COACH.seats.filter((seat) => !seat.isBooked && !seat.isWomenSeat);
    const { result, rerender } = renderHook(({ seats }) => useSeatSelection(seats, false, [first!.id, second!.id]), {
      wrapper,
      initialProps: { seats: SEATER_COACH.seats },
    });
    act(() => rerender({ seats: withSeatsSold(SEATER_COACH, second!.id).seats }));
    expect(result.current.seats.map((seat) => seat.id)).toEqual([first!.id]);
  });
});
