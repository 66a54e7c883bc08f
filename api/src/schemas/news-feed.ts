import { commonErrors } from './common';

export const getNewsRssSchema = {
  tags: ['news'],
  summary: 'De 20 nieuwste berichten als RSS 2.0-feed',
  produces: ['application/rss+xml'],
  response: {
    200: { description: 'RSS 2.0 (application/rss+xml) met absolute links', content: { 'application/rss+xml': { schema: { type: 'string' } } } },
    ...commonErrors,
  },
} as const;
