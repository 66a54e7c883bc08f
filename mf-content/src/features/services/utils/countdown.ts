/** The countdown text of the "Kijk live" block: "2 dagen en 03:12:05", or "03:12:05" on the day itself. */
import { texts } from '../../../texts';

const pad = (n: number) => String(n).padStart(2, '0');

export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return texts.content.streams.countdown(days, `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`);
}
