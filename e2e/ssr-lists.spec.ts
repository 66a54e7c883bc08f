/**
 * Issue 17's test on the served HTML (a plain GET, no script runs): every list page of the site map
 * links each of its items as the API of the same server lists them, its pager links the other pages,
 * and each home widget's items are links. The lists' page sizes are the remotes' business: a page
 * must show a run of the API's list (the first page its start, the last its end), so no size is
 * copied here. "Today" is the server's render instant (`renderedAt`), never a clock of the test.
 */
import { calendarDay, DAY, zonedDate, zonedToUtc } from '@kerk/kit/dates/calendar';
import { pathTo, ROUTES, TASK_GROUPS, taskGroupPath, type RouteId } from '@kerk/kit/site-map';
import type { APIRequestContext } from '@playwright/test';

import { expect, test } from './fixtures';
import { api, everyItem, hrefsIn, remotePart, served, textOf, type ListAnswer } from './support/served-html';

interface Item {
  id: number;
}
interface Named extends Item {
  name: string;
  slug: string;
}

const newsPath = (item: Item) => pathTo('newsArticle', { id: item.id });
const servicePath = (item: Item) => pathTo('service', { id: item.id });
const eventPath = (item: Item) => pathTo('event', { id: item.id });
const pastorPath = (item: Named) => pathTo('pastor', { id: item.id, name: item.slug });
const detailLinks = (route: RouteId) => new RegExp(`^${ROUTES[route].path.replace(/\/:\w+\?/g, '(?:/[^/?#]+)?').replace(/:\w+/g, '[^/?#]+')}$`);

/**
 * A paged list (`?pagina=`): page 1 links the first items of `all`, in order; when there are more,
 * its pager links page 2, which goes on where page 1 stopped, and the last page, which ends the list.
 */
async function expectPagedList(request: APIRequestContext, listPath: string, items: RegExp, all: string[]) {
  const first = await served(request, listPath);
  const shown = hrefsIn(first.main, items);
  expect(shown.length, `${listPath} links items`).toBeGreaterThan(0);
  expect(shown).toEqual(all.slice(0, shown.length));
  if (shown.length === all.length) return;
  const pager = hrefsIn(first.main, new RegExp(`^${listPath}\\?pagina=\\d+$`)).map((href) => Number(href.split('=')[1]));
  expect(pager).toContain(2);
  const second = hrefsIn((await served(request, `${listPath}?pagina=2`)).main, items);
  expect(second).toEqual(all.slice(shown.length, shown.length + second.length));
  const lastPage = Math.max(...pager);
  const last = hrefsIn((await served(request, `${listPath}?pagina=${lastPage}`)).main, items);
  expect(last.length).toBeGreaterThan(0);
  expect(last).toEqual(all.slice(-last.length));
}

test('/nieuws links every article of the first page, and its pager the next and the last page', async ({ request }) => {
  const news = await everyItem<Item>(request, '/news');
  await expectPagedList(request, pathTo('news'), detailLinks('newsArticle'), news.map(newsPath));
});

test('/diensten links the services from today on, and its pager the next and the last page', async ({ request }) => {
  const { renderedAt } = await served(request, pathTo('services'));
  const services = await everyItem<Item>(request, `/services?from=${zonedDate(renderedAt)}`);
  await expectPagedList(request, pathTo('services'), detailLinks('service'), services.map(servicePath));
});

test('/agenda links every event of the current month, in start order', async ({ request }) => {
  const page = await served(request, pathTo('agenda'));
  const month = calendarDay(zonedDate(page.renderedAt)).startOf('month');
  const [from, to] = [month, month.add(1, 'month')].map((day) => zonedToUtc(day.format(DAY)).toISOString());
  const events = await everyItem<Item>(request, `/events?from=${from}&to=${to}`);
  expect(events.length).toBeGreaterThan(0);
  expect(hrefsIn(page.main, detailLinks('event'))).toEqual(events.map(eventPath));
});

test('/gemeente/pastoraal-team links every member; /gemeente/taakgroepen every task group', async ({ request }) => {
  const pastors = await everyItem<Named>(request, '/pastors');
  expect(pastors.length).toBeGreaterThan(0);
  expect(hrefsIn((await served(request, pathTo('pastoralTeam'))).main, detailLinks('pastor'))).toEqual(pastors.map(pastorPath));
  const groups = hrefsIn((await served(request, pathTo('taskGroups'))).main, detailLinks('taskGroup'));
  expect(groups).toEqual(TASK_GROUPS.map((group) => taskGroupPath(group.slug)));
});

test('/onze-kerken shows every church with its address and links its next service', async ({ request }) => {
  const churches = await everyItem<Named & { address: string; zipcode: string; city: string }>(request, '/churches');
  const { main, renderedAt } = await served(request, pathTo('churches'));
  const text = textOf(main);
  for (const church of churches) {
    expect(text).toContain(church.name);
    expect(text).toContain(church.address);
    expect(text).toContain(`${church.zipcode} ${church.city}`);
    const next = await api<ListAnswer<Item>>(request, `/services?location=${church.slug}&from=${zonedDate(renderedAt)}&pageSize=1`);
    if (next.data[0]) expect(hrefsIn(main, detailLinks('service'))).toContain(servicePath(next.data[0]));
  }
});

test('/zoeken?q= lists the results of the search API as links, in its order', async ({ request }) => {
  // The API's most results (a larger limit is answered with its maximum); the page shows the first of them.
  const results = (await api<{ data: Array<{ type: 'service' | 'news' | 'event'; id: number }> }>(request, '/search?q=koffie&limit=1000')).data;
  expect(results.length).toBeGreaterThan(1);
  const route = { service: 'service', news: 'newsArticle', event: 'event' } as const;
  const { main } = await served(request, `${pathTo('search')}?q=koffie`);
  const links = hrefsIn(main, /^\/(diensten|nieuws|evenement)\/\d+$/);
  expect(links.length).toBeGreaterThan(1);
  expect(links).toEqual(results.slice(0, links.length).map((result) => pathTo(route[result.type], { id: result.id })));
});

test('each home widget links its items as the API lists them', async ({ request }) => {
  const home = await served(request, pathTo('home'));
  const today = zonedDate(home.renderedAt);
  const minute = new Date(Math.floor(Date.parse(home.renderedAt) / 60_000) * 60_000).toISOString();
  /** The widget's links of one kind: at least one, and the start of the API's list. */
  const expectStart = (moduleId: string, items: RegExp, all: string[]) => {
    const shown = hrefsIn(remotePart(home, moduleId), items);
    expect(shown.length, moduleId).toBeGreaterThan(0);
    expect(shown, moduleId).toEqual(all.slice(0, shown.length));
  };
  expectStart('mf_content/ServicesWidget', detailLinks('service'), (await everyItem<Item>(request, `/services?from=${today}`)).map(servicePath));
  expectStart('mf_agenda/EventsWidget', detailLinks('event'), (await everyItem<Item>(request, `/events?from=${minute}`)).map(eventPath));
  expectStart('mf_content/NewsWidget', detailLinks('newsArticle'), (await everyItem<Item>(request, '/news')).map(newsPath));
  expectStart('mf_content/StreamsWidget', detailLinks('service'), (await everyItem<Item>(request, `/services?from=${today}&streamed=true`)).map(servicePath));
  const recordings = await everyItem<{ recordingUrl: string }>(request, '/services?recording=true&order=desc');
  expectStart('mf_content/StreamsWidget', /^https:\/\//, recordings.map((service) => service.recordingUrl));
  expectStart('mf_community/PastoralTeamWidget', detailLinks('pastor'), (await everyItem<Named>(request, '/pastors')).map(pastorPath));
  expect(hrefsIn(remotePart(home, 'mf_content/PublicationsWidget'), /^\//)).toEqual(expect.arrayContaining([pathTo('stroom'), pathTo('zijstroom')]));
});
