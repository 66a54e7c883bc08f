/**
 * The news as RSS 2.0. An item's `pubDate` is the instant the article was published (its
 * `publishAt`, written in GMT as RSS wants it), so a reader sorts and shows it at the right time of
 * day; the channel's `lastBuildDate` is the newest of them. Everything else is escaped by `feed`.
 */
import type { Feed as FeedClass } from 'feed' with { 'resolution-mode': 'import' };

import { absoluteUrl } from '../../../lib/public-origin';
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

export function buildNewsFeed(Feed: typeof FeedClass, items: NewsSummary[], options: NewsFeedOptions): string {
  const { origin, siteName } = options;
  const newest = items[0] ? new Date(items[0].publishAt) : now();
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
      date: new Date(item.publishAt),
      description: item.excerpt,
      ...(enclosure ? { enclosure } : {}),
    });
  }
  return feed.rss2();
}
