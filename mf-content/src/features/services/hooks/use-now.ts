/**
 * The current time, re-read every `intervalMs` while `enabled` (for countdowns and "live" switches).
 * It starts at the render clock (the server's instant while hydrating) and goes live after mounting.
 */
import { useEffect, useState } from 'react';
import { useRenderNow } from '@kerk/kit/dates/use-render-now';

export function useNow(intervalMs = 1000, enabled = true): number {
  const renderNow = useRenderNow();
  const [now, setNow] = useState(renderNow);
  useEffect(() => {
    if (!enabled) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, enabled]);
  return now;
}
