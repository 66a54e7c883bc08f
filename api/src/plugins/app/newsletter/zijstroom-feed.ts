/**
 * The sent Zijstroom issues as RSS 2.0 (issue 33), newest first: each item links to the issue's page
 * on the site, dated by the instant it went out, described by the start of its text. Escaping is
 * `feed`'s; the links are absolute on the public origin.
 */
import type { Feed as FeedClass } from 'feed' with { 'resolution-mode': 'import' };

import { pathTo } from '@kerk/kit/site-map';

import { absoluteUrl } from '../../../lib/public-origin';
import { now } from '../../../lib/clock';
import { excerptOf } from '../news/news-rules';

export interface ZijstroomFeedItem {
  id: number;
  title: string;
  sentAt: string;
  text: string;
}

export interface ZijstroomFeedOptions {
  /** Public origin of the site, e.g. https://www.example.nl. */
  origin: string;
  /** The feed's own address (absolute). */
  self: string;
  siteName: string;
  description: string;
}

export function buildZijstroomFeed(Feed: typeof FeedClass, items: ZijstroomFeedItem[], options: ZijstroomFeedOptions): string {
  const { origin, siteName } = options;
  const updated = items[0] ? new Date(items[0].sentAt) : now();
  const home = absoluteUrl(pathTo('zijstroom'), origin);
  const feed = new Feed({
    title: `Zijstroom – ${siteName}`,
    description: options.description || `Zijstroom, de nieuwsbrief van de ${siteName}`,
    id: home,
    link: home,
    language: 'nl',
    updated,
    generator: siteName,
    copyright: `© ${updated.getUTCFullYear()} ${siteName}`,
    feedLinks: { rss: options.self },
  });
  for (const item of items) {
    const link = absoluteUrl(pathTo('zijstroomIssue', { id: item.id }), origin);
    feed.addItem({ title: item.title, id: link, link, date: new Date(item.sentAt), description: excerptOf(item.text) });
  }
  return feed.rss2();
}
