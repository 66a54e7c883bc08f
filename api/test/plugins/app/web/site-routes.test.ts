/**
 * The server's route table must describe exactly the shell's routes: it reads every route file in
 * shell/src/app/routes/ (a new remote's file included) and the home widgets, so a path added to the
 * shell without a server entry (which would answer 404 to a real page) fails here.
 */
import fs from 'node:fs';
import path from 'node:path';

import { HOME_MODULES, matchRoute, routeTitle, SITE_ROUTES, TASK_GROUP_PAGES } from '../../../../src/plugins/app/web/site-routes';
import { repoRoot } from '../../../../src/lib/paths';

const ROUTES_DIR = path.join(repoRoot, 'shell', 'src', 'app', 'routes');
const ENTRY = /\{\s*path:\s*'([^']+)',\s*module:\s*'([^']+)'\s*\}/g;

function shellRoutes(): Array<{ path: string; module: string }> {
  const files = fs.readdirSync(ROUTES_DIR).filter((f) => f.endsWith('-routes.ts'));
  return files.flatMap((file) => [...fs.readFileSync(path.join(ROUTES_DIR, file), 'utf8').matchAll(ENTRY)].map(([, p, m]) => ({ path: p!, module: m! })));
}

describe('site route table', () => {
  const shell = shellRoutes();

  it('reads a realistic number of routes from the shell', () => {
    expect(shell.length).toBeGreaterThanOrEqual(24);
  });

  it('has every path of the shell route files, rendered by the same module', () => {
    const table = SITE_ROUTES.filter((r) => r.path !== '/').map((r) => ({ path: r.path, module: r.modules[0] }));
    expect(table).toEqual(expect.arrayContaining(shell));
  });

  it('has nothing the shell does not route (besides home)', () => {
    const shellPaths = new Set(shell.map((r) => r.path));
    expect(SITE_ROUTES.filter((r) => r.path !== '/' && !shellPaths.has(r.path)).map((r) => r.path)).toEqual([]);
  });

  it('preloads the home widgets the shell composes, in its order', () => {
    const widgets = fs.readFileSync(path.join(repoRoot, 'shell', 'src', 'app', 'home', 'home-widgets.ts'), 'utf8');
    expect(HOME_MODULES).toEqual([...widgets.matchAll(/module:\s*'([^']+)'/g)].map((m) => m[1]));
  });

  it('knows the seven task groups of mf-community', () => {
    const source = fs.readFileSync(path.join(repoRoot, 'mf-community', 'src', 'features', 'task-groups', 'utils', 'task-groups.ts'), 'utf8');
    const pairs = [...source.matchAll(/slug:\s*'([^']+)',\s*page:\s*'([^']+)'/g)].map(([, slug, page]) => [slug, page]);
    expect(Object.entries(TASK_GROUP_PAGES)).toEqual(pairs);
  });

  it('gives every static path a page or a title', () => {
    for (const route of SITE_ROUTES.filter((r) => !r.path.includes(':'))) expect(route.page ?? routeTitle(route)).toBeTruthy();
  });
});

describe('matchRoute', () => {
  it.each([
    ['/', '/', {}],
    ['/agenda/', '/agenda', {}],
    ['/Agenda', '/agenda', {}],
    ['/nieuws/12', '/nieuws/:id', { id: '12' }],
    ['/gemeente/pastoraal-team/3', '/gemeente/pastoraal-team/:id/:name?', { id: '3' }],
    ['/gemeente/pastoraal-team/3/wim-kuipers', '/gemeente/pastoraal-team/:id/:name?', { id: '3', name: 'wim-kuipers' }],
    ['/gemeente/taakgroepen/taakgroep-vos', '/gemeente/taakgroepen/:slug', { slug: 'taakgroep-vos' }],
  ])('matches %s to %s', (pathname, pattern, params) => {
    expect(matchRoute(pathname)).toEqual({ route: expect.objectContaining({ path: pattern }), params });
  });

  it.each(['/onbekend', '/nieuws/12/extra', '/gemeente/pastoraal-team/3/naam/meer', '//agenda', '/agenda.php'])('does not match %s', (pathname) => {
    expect(matchRoute(pathname)).toBeNull();
  });
});
