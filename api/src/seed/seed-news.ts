/** Seeds the news articles of content/news while the news table is empty (dated relative to today). */
import type { Kysely } from 'kysely';

import { newsArticles } from '../../content/news';
import type { Database } from '../db/schema';
import { createNewsRepository } from '../plugins/app/news/news-repository';
import { now } from '../lib/clock';

/** True when it wrote the articles; false when news was already there. */
export async function seedNews(db: Kysely<Database>, today: Date = now()): Promise<boolean> {
  const repository = createNewsRepository(db);
  if ((await repository.count()) > 0) return false;
  for (const article of newsArticles(today)) await repository.create(article);
  return true;
}
