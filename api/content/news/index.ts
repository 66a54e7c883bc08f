/**
 * Seed news: original Dutch articles about church life in the seven villages. Each article is
 * dated `daysAgo` days before the day of seeding, so the demo always has recent news. Images are
 * file names in content/images/news (served at /api/news/images/<file>), each with its alt text.
 */
import type { NewsInput } from '../../src/plugins/app/news/news-repository';
import { earlierArticles } from './earlier';
import { olderArticles } from './older';
import { recentArticles } from './recent';

export type NewsSeed = Omit<NewsInput, 'publishedAt'> & { daysAgo: number };

export const newsSeeds: NewsSeed[] = [...recentArticles, ...earlierArticles, ...olderArticles];

/** 'YYYY-MM-DD' of the calendar day `days` before `today` (local calendar, no DST surprises). */
export function daysBefore(today: Date, days: number): string {
  const date = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() - days));
  return date.toISOString().slice(0, 10);
}

/** The seed articles dated relative to `today`, oldest first (so ids grow with the date). */
export function newsArticles(today: Date): NewsInput[] {
  return [...newsSeeds]
    .sort((a, b) => b.daysAgo - a.daysAgo)
    .map(({ daysAgo, ...article }) => ({ ...article, publishedAt: daysBefore(today, daysAgo) }));
}
