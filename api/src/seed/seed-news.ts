/** Seeds the news articles of content/news while the news table is empty (dated relative to today). */
import type { Kysely } from 'kysely';

import { newsArticles } from '../../content/news';
import type { Database } from '../db/schema';
import { createNewsRepository, SEED_PUBLISH_TIME } from '../plugins/app/news/news-repository';
import { now } from '../lib/clock';
import { zonedToUtc } from '@kerk/kit/dates/calendar';

/** True when it wrote the articles; false when news was already there. */
export async function seedNews(db: Kysely<Database>, today: Date = now()): Promise<boolean> {
  const repository = createNewsRepository(db);
  if ((await repository.count()) > 0) return false;
  for (const article of newsArticles(today)) {
    // Published at 09:00 on its day, but never later than the seeding: today's article shows at once.
    const at = zonedToUtc(article.publishedAt, SEED_PUBLISH_TIME);
    await repository.create({ ...article, publishAt: (at.getTime() > today.getTime() ? today : at).toISOString() });
  }
  return true;
}
