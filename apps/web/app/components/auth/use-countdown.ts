import { useEffect, useState } from 'react';

/**
 * Seconds left of a wait of `seconds` that starts when the component mounts (remount it, with a
 * key, to start over); counts down to a deadline, so a busy tab cannot make it drift.
 */
export function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const deadline = Date.now() + seconds * 1000;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      return remaining;
    };
    if (tick() === 0) return;
    const timer = window.setInterval(() => {
      if (tick() === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [seconds]);
  return left;
}

/** 75 → "1:15". */
export function formatSeconds(total: number): string {
  const minutes = Math.floor(total / 60);
  return `${minutes}:${String(total % 60).padStart(2, '0')}`;
}
