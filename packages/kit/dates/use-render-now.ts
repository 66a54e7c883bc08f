/**
 * One clock for rendering. A page the server rendered was computed for the server's instant
 * (`ui.renderedAt`, the API's one clock); the browser must compute the very same dates while it
 * hydrates that HTML, or React throws the server's HTML away. So:
 * - on the server, and in the browser while hydrating, a component gets the server's instant;
 * - a component mounted in the browser without server HTML (later navigation, a browser-only
 *   start, a Suspense boundary the server left to the client) gets the current time.
 * The value is fixed for the component's life, so query arguments built from it keep one cache
 * key; a clock that must tick (countdowns) starts from it and ticks in an effect.
 * Round what goes into a query argument (to the minute or the day): the server rendered a moment
 * earlier than the browser starts.
 */
import { useState, useSyncExternalStore } from 'react';

import { selectRenderedAt, useAppSelector } from '../store';

const noSubscription = () => () => undefined;

/** The render's "now" in ms: the server's instant while hydrating, the time of mounting otherwise. */
export function useRenderNow(): number {
  const renderedAt = useAppSelector(selectRenderedAt);
  // Set by whichever snapshot React asks for first: the server snapshot means this render is on
  // the server or hydrating, and then the browser's later check must see the same value.
  const [fixed] = useState<{ at?: number }>(() => ({}));
  const serverNow = () => (fixed.at ??= renderedAt && !Number.isNaN(Date.parse(renderedAt)) ? Date.parse(renderedAt) : Date.now());
  return useSyncExternalStore(noSubscription, () => (fixed.at ??= Date.now()), serverNow);
}

/** Floors an instant (ms) to the minute, for query arguments that server and browser must share. */
export const toMinute = (ms: number): number => Math.floor(ms / 60_000) * 60_000;

/** Amsterdam's offset from UTC over every New Year: CET (summer time runs from March to October). */
export const NEW_YEAR_OFFSET_MS = 60 * 60_000;

/**
 * The calendar year in Amsterdam at an instant (ms): its year turns at 23:00 UTC on 31 December,
 * so it is the UTC year an hour later (a test checks that against the platform's time zone data for
 * every New Year from 2000 to 2100). Neither dayjs nor Intl: the shell's footer needs only this,
 * and the first Intl format with a time zone costs a phone 60-120 ms of ICU set-up, in the page's
 * first task; dayjs stays out of the shell's first load (the remotes load it when they show dates).
 */
export const yearAt = (ms: number): number => new Date(ms + NEW_YEAR_OFFSET_MS).getUTCFullYear();
