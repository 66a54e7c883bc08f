/** The head of a news article: title, excerpt, its picture's preview, and its schema.org NewsArticle. */
import type { NewsArticle, Photo } from '@kerk/kit/api-types';
import { pathTo } from '@kerk/kit/site-map';
import type { FastifyInstance } from 'fastify';

import { absoluteUrl } from '../../lib/public-origin';
import { newsPngUrl } from '../../plugins/app/news/news-urls';
import { organizationOf, photoPreview, pngPreview, publisherOf, withZone, type JsonLd, type PageMeta, type PreviewImage, type Publisher, type SiteInfo } from './common';

/**
 * A news image: a photo's 1200×630 JPEG made for link previews, a drawing from content/images/news
 * (its PNG), or an absolute URL used as it is.
 */
function newsImage(app: FastifyInstance, image: string, alt: string, photo: Photo | null): PreviewImage | undefined {
  if (photo) return photoPreview(photo);
  if (!image) return undefined;
  if (/^https?:\/\//.test(image)) return { url: image, alt };
  return pngPreview(app.drawings.news, image, newsPngUrl(image, app.config.apiUrl), alt);
}

/** When an article was published and last saved (ISO with its Amsterdam offset); undefined when unknown. */
async function newsInstants(app: FastifyInstance, id: number): Promise<{ published?: string; modified?: string }> {
  const row = await app.db.selectFrom('news').select(['publish_at', 'updated_at']).where('id', '=', id).executeTakeFirst();
  return row ? { published: withZone(row.publish_at), modified: withZone(row.updated_at) } : {};
}

/**
 * A news article; `image` is an absolute URL (the photo's 1200×630 preview, the drawing's PNG or
 * else the site's image); `dates` the instants it was published and last changed, with time and
 * zone ('2026-10-12T09:00:00+02:00': a date alone leaves search engines to guess the zone).
 * The author is whoever the article names (a task group, the council: an Organization), else the site.
 */
export function newsJsonLd(article: NewsArticle, url: string, image: string | undefined, publisher: Publisher, dates: { published: string; modified?: string }): JsonLd {
  // Headlines longer than 110 characters are not shown by search engines.
  const headline = article.title.length > 110 ? `${article.title.slice(0, 109).trimEnd()}…` : article.title;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline,
    description: article.excerpt,
    datePublished: dates.published,
    dateModified: dates.modified && Date.parse(dates.modified) > Date.parse(dates.published) ? dates.modified : dates.published,
    ...(image ? { image: [image] } : {}),
    author: article.author ? { '@type': 'Organization', name: article.author } : organizationOf(publisher),
    publisher: organizationOf(publisher),
    mainEntityOfPage: url,
    url,
    inLanguage: 'nl-NL',
  };
}

export async function newsMeta(app: FastifyInstance, id: number, site: SiteInfo, origin: string): Promise<PageMeta | null> {
  const article = await app.newsRepository.findById(id);
  if (!article) return null;
  // An article without a picture previews as the site's image.
  const image = newsImage(app, article.image, article.imageAlt, article.photo) ?? site.image;
  const path = pathTo('newsArticle', { id });
  const { published = article.publishedAt, modified } = await newsInstants(app, id);
  return {
    title: article.title,
    description: article.excerpt,
    path,
    type: 'article',
    publishedTime: published,
    image,
    jsonLd: newsJsonLd(article, `${origin}${path}`, absoluteUrl(image.url, origin), publisherOf(site, origin), { published, modified }),
  };
}
