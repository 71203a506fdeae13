import { useEffect, useState } from 'react';

const secondsUntil = (iso: string, now: number) => {
  const end = Date.parse(iso);
  return Number.isNaN(end) ? 0 : Math.max(0, Math.ceil((end - now) / 1000));
};

/** Seconds left on the seat hold, ticking each second; 0 once it has run out (or cannot be read). */
export function useHoldCountdown(expiresAt: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = expiresAt === null ? 0 : secondsUntil(expiresAt, now);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}

/** 754 → '12:34' */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
