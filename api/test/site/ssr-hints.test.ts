/**
 * Preload hints of a server-rendered page (issue 17): the home widgets hydrate on demand (the
 * shell's HydrateWhen), so a rendered home page hints none of their scripts, or the browser would
 * load them anyway. A route's own remote is still hinted; the shell alone (no render) hints all.
 */
import { ssrLive, useSsrWebApp } from './ssr-fixtures';

const headOf = (body: string) => body.slice(0, body.indexOf('</head>'));

describe('preload hints with server rendering', () => {
  const { web, get } = useSsrWebApp();

  it('hint no home widget on a rendered home page, and the route remote on a rendered route', async () => {
    await ssrLive(web.app());
    const home = await get('/');
    expect(home.headers['server-timing']).toMatch(/desc=ok/);
    const head = headOf(home.body);
    expect(head).toContain('<link rel="preload" href="/remotes.json" as="fetch" crossorigin>');
    expect(head).not.toMatch(/href="\/mf-(content|agenda|community)\//);
    const agenda = await get('/agenda');
    expect(agenda.headers['server-timing']).toMatch(/desc=ok/);
    expect(headOf(agenda.body)).toContain('<link rel="preload" href="/mf-agenda/mf-manifest.json" as="fetch" crossorigin>');
  });
});
