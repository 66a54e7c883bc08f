/** The head of a Zijstroom issue sent by e-mail. */
import { formatDate } from '@kerk/kit/dates';
import { pathTo } from '@kerk/kit/site-map';
import type { FastifyInstance } from 'fastify';

import type { PageMeta, SiteInfo } from './common';

/** A Zijstroom issue sent by e-mail: only once it is sent (a draft is 404). */
export async function newsletterMeta(app: FastifyInstance, id: number, site: SiteInfo): Promise<PageMeta | null> {
  const issue = await app.newsletter.issues.findSent(id);
  if (!issue) return null;
  return { title: issue.title, description: `Zijstroom, verstuurd op ${formatDate(issue.sentAt)}`, path: pathTo('zijstroomIssue', { id }), type: 'article', image: site.image };
}
