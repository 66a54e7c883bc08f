/**
 * Emotion on the server: one cache per render, in `compat` mode, so styles are collected in the
 * cache instead of written as `<style>` elements into the HTML (emotion's server mode does that
 * otherwise, for every `<Global>` too). The styles the HTML uses then go into the head as
 * `<style data-emotion="k …">` tags, which the browser's cache of the same key adopts.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';

/** The key of the page's emotion cache, the same in the browser (class names `k-…`). */
export const EMOTION_KEY = 'k';

export function createServerCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  cache.compat = true;
  return cache;
}

/** The style tags for the head: the global styles and the rules the HTML's classes use. */
export function extractStyles(cache: EmotionCache, html: string): string {
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  return constructStyleTagsFromChunks(extractCriticalToChunks(html));
}
