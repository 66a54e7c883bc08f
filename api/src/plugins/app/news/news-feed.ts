/**
 * The news as RSS 2.0. Dates are written-on days (YYYY-MM-DD), published as noon in Amsterdam so
 * no reader's time zone moves an article to another day. Everything else is escaped by `feed`.
 */
import type { Feed as FeedClass } from 'feed' with { 'resolution-mode': 'import' };

import { absoluteUrl } from '../../../lib/public-origin';
import { zonedToUtc } from '@kerk/kit/dates/calendar';
import { newsImageUrl } from './news-urls';
import type { NewsSummary } from './news-repository';
import { now } from '../../../lib/clock';

export interface NewsFeedOptions {
  /** Public origin of the site, e.g. https://www.example.nl. */
  origin: string;
  apiUrl: string;
  siteName: string;
  description: string;
  /** The byte length of a drawing as served (`kaarsen.svg`); undefined when unknown, and then no enclosure is written. */
  imageLength: (file: string) => number | undefined;
  /** The byte length of a library photo's file as served (its URL); undefined when it is missing. */
  photoLength: (url: string) => number | undefined;
}

interface Enclosure {
  url: string;
  type: string;
  length: number;
}

/** A photo's 1200×630 JPEG, or the drawing; RSS requires the real length, so an image we cannot measure gets none. */
function enclosureOf(item: NewsSummary, options: NewsFeedOptions): Enclosure | undefined {
  if (item.photo) {
    const length = options.photoLength(item.photo.preview);
    return length === undefined ? undefined : { url: absoluteUrl(item.photo.preview, options.origin), type: 'image/jpeg', length };
  }
  const image = newsImageUrl(item.image, options.apiUrl);
  const length = item.image ? options.imageLength(item.image) : undefined;
  return image && length !== undefined ? { url: absoluteUrl(image, options.origin), type: 'image/svg+xml', length } : undefined;
}

const dayOf = (publishedAt: string) => zonedToUtc(publishedAt, '12:00');

export function buildNewsFeed(Feed: typeof FeedClass, items: NewsSummary[], options: NewsFeedOptions): string {
  const { origin, siteName } = options;
  const newest = items[0] ? dayOf(items[0].publishedAt) : now();
  const feed = new Feed({
    title: `Nieuws – ${siteName}`,
    description: options.description || `Nieuws van de ${siteName}`,
    id: `${origin}/nieuws`,
    link: `${origin}/nieuws`,
    language: 'nl',
    updated: newest,
    generator: siteName,
    copyright: `© ${newest.getUTCFullYear()} ${siteName}`,
    feedLinks: { rss: absoluteUrl(`${options.apiUrl.replace(/\/+$/, '')}/news.rss`, origin) },
  });
  for (const item of items) {
    const link = `${origin}/nieuws/${item.id}`;
    const enclosure = enclosureOf(item, options);
    feed.addItem({
      title: item.title,
      id: link,
      link,
      date: dayOf(item.publishedAt),
      description: item.excerpt,
      ...(enclosure ? { enclosure } : {}),
    });
  }
  return feed.rss2();
}
