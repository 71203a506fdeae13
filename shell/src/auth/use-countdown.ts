import { useEffect, useState } from 'react';

/** Seconds left of a countdown that starts at mount; `restart()` starts it again. */
export function useCountdown(seconds: number): [left: number, restart: () => void] {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((current) => current - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(seconds)];
}
