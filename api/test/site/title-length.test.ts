/** Every page of the seeded site has a <title> of at most 70 characters (kit rule common.documentTitle). */
import { TITLE_MAX_LENGTH } from '@kerk/kit/texts';

import { documentTitle } from '../../src/site/head-html';
import { resolveMeta, siteInfo } from '../../src/site/head';
import { matchSiteRoute } from '@kerk/kit/site-map';
import { sitemapEntries } from '../../src/site/sitemap';
import { useWebApp } from './fake-web-root';

describe('page titles', () => {
  const web = useWebApp();

  it('keeps the title of every page in the sitemap (pages, events, news, services, team) within 70 characters', async () => {
    const app = web.app();
    await app.ready();
    const site = await siteInfo(app);
    const paths = (await sitemapEntries(app.db)).map((entry) => entry.path);
    expect(paths.filter((path) => path.startsWith('/evenement/')).length).toBeGreaterThan(30);
    const titles = await Promise.all(
      paths.map(async (path) => documentTitle((await resolveMeta(app, matchSiteRoute(path)!, site, 'http://localhost'))!.title, site.name)),
    );
    expect(titles.filter((title) => title.length > TITLE_MAX_LENGTH)).toEqual([]);
    // Some need the short suffix, so the rule is what keeps them short.
    expect(titles.filter((title) => title.endsWith(' | PG Maas en Waal')).length).toBeGreaterThan(0);
  });

  it('writes the shortened title into the page head the server sends', async () => {
    const app = web.app();
    await app.ready();
    const event = await app.db.selectFrom('events').select(['id', 'title']).where('title', '=', 'Orgelconcert: Bach in de Dorpskerk').executeTakeFirstOrThrow();
    const res = await app.inject({ url: `/evenement/${event.id}`, headers: { accept: 'text/html' } });
    expect(res.body).toContain('<title>Orgelconcert: Bach in de Dorpskerk | PG Maas en Waal</title>');
  });
});
