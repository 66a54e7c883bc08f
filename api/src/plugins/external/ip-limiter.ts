/**
 * The API's global per-IP limit (RATE_LIMIT_MAX requests a minute), as a fixed window per IP in a
 * Map. It runs on every API request, so it is synchronous: @fastify/rate-limit's general path
 * awaits four promises per request and cost a fifth of a cached answer's time.
 * The contact form's quota uses it too, counting only accepted messages (routes/contact).
 */
import { nowMs } from '../../lib/clock';

export interface IpLimiter {
  /** Counts a request; answers the seconds until the window ends when the IP is over the limit, else 0. */
  hit(ip: string, now?: number): number;
  /** Counts nothing: the seconds until the window ends when the IP has used up its `max`, else 0. */
  wait(ip: string, now?: number): number;
  /** Drops the windows that have ended (called every minute). */
  sweep(now?: number): void;
  size(): number;
}

export function createIpLimiter(max: number, windowMs: number): IpLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    hit(ip, now = nowMs()) {
      const window = windows.get(ip);
      if (!window || window.endsAt <= now) {
        windows.set(ip, { count: 1, endsAt: now + windowMs });
        return 0;
      }
      window.count += 1;
      return window.count > max ? Math.ceil((window.endsAt - now) / 1000) : 0;
    },
    wait(ip, now = nowMs()) {
      const window = windows.get(ip);
      return window && window.endsAt > now && window.count >= max ? Math.ceil((window.endsAt - now) / 1000) : 0;
    },
    sweep(now = nowMs()) {
      for (const [ip, window] of windows) if (window.endsAt <= now) windows.delete(ip);
    },
    size: () => windows.size,
  };
}
