/**
 * The deployment shape of docker-compose.yml, without Docker: the shell and the four remotes each
 * served by their own nginx from the images' real templates, on their own origins (ports), and two
 * API instances with compose's environment (SHELL_INDEX_URL, PUBLIC_URL, the remotes' manifest URLs,
 * TRUST_PROXY) on one PostgreSQL (an embedded one where compose has its postgres service), behind
 * the shell's nginx (`upstream api`, written by api-upstream.sh as the container does). Checked as a
 * visitor meets it: composition across origins under the CSP, the cache headers, a remote
 * redeployed alone on its own origin the way compose does it (a new image from a clean build, a new
 * container that starts with keep-releases.sh), a remote that is down, and an API instance that is down.
 * Skipped, saying so, where nginx or the embedded PostgreSQL is missing (a laptop); .ci/run installs nginx.
 */
import type { ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { parse } from 'yaml';

import { binaryProblem, onDatabase, startEmbeddedPg, type RunningPg } from '../api/test/db/embedded-pg';
import { keepReleases, NGINX, NO_NGINX, startNginx, type NginxSite } from '../scripts/nginx-site';
import { REMOTES } from '../packages/kit/federation';
import { deployWithNpm, prepareWebRoot, root, startServer } from './support/deploy';
import { mountHtml, rawPage } from './support/ssr';
import { expect, test } from './fixtures';

const first = Number(process.env.E2E_PORT ?? 8123) + 60;
const ports = { shell: first, api: first + 1 + REMOTES.length, api2: first + 2 + REMOTES.length };
/** Each remote's nginx, on the ports after the shell's. */
const portOf = (remote: string) => first + 1 + REMOTES.indexOf(remote);
const origin = (port: number) => `http://127.0.0.1:${port}`;
const base = origin(ports.shell);
const work = join(root, 'data', `deploy-shape-${first}`);
const webRoot = join(work, 'web');
const manifestUrls = Object.fromEntries(REMOTES.map((remote) => [`REMOTE_${remote.replace('-', '_').toUpperCase()}_URL`, `${origin(portOf(remote))}/mf-manifest.json`]));
/** compose's REMOTE_<NAME>_SSR_URL (each remote's nginx by service name), here on its loopback port. */
const ssrManifestUrls = Object.fromEntries(REMOTES.map((remote) => [`REMOTE_${remote.replace('-', '_').toUpperCase()}_SSR_URL`, `${origin(portOf(remote))}/mf-manifest.json`]));

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.skip(({ browserName, viewport }) => browserName !== 'chromium' || (viewport?.width ?? 0) < 900, 'runs once, on desktop');
test.skip(!NGINX, NO_NGINX);
test.skip(Boolean(binaryProblem()), `PostgreSQL (compose's database) cannot run here: ${binaryProblem()}`);

let api: ChildProcess;
let api2: ChildProcess;
let postgres: RunningPg;
const sites: Partial<Record<'shell' | (typeof REMOTES)[number], NginxSite>> = {};

/** mf-agenda's container: its image's files, and its releases volume (docker-compose.yml). */
const agendaImage = (version: string) => join(work, 'images', `mf-agenda-${version}`);
const agendaReleases = join(work, 'volumes', 'mf-agenda-releases');

test.beforeAll(async () => {
  // Six nginx sites, PostgreSQL and two API instances: on a loaded CI machine more than a test's 30 s.
  test.setTimeout(120_000);
  prepareWebRoot(webRoot, []);
  cpSync(join(root, 'mf-agenda', 'dist'), agendaImage('v1'), { recursive: true });
  keepReleases(agendaImage('v1'), agendaReleases);
  // compose's own environment, with what names a host or a port pointed at this machine's loopback.
  const services = (parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as { services: Record<string, { environment: Record<string, string> }> }).services;
  postgres = await startEmbeddedPg();
  await onDatabase(postgres.adminUrl, (client) => client.query('CREATE DATABASE kerk'));
  const here: Record<string, string> = {
    SHELL_INDEX_URL: `${base}/index.html`,
    PUBLIC_URL: base,
    DATABASE_URL: postgres.urlOf('kerk'),
    MEDIA_PATH: join(work, 'media'),
    API_SERVERS: `127.0.0.1:${ports.api} 127.0.0.1:${ports.api2}`,
    ...manifestUrls,
    ...ssrManifestUrls,
  };
  const apiEnv: Record<string, string> = { ...services.api!.environment, SMTP_URL: '', RATE_LIMIT_MAX: '1000000' };
  for (const name of Object.keys(apiEnv)) if (here[name]) apiEnv[name] = here[name];
  expect(apiEnv.TRUST_PROXY).toBe('true');
  // The shell's server bundle comes over HTTP from the shell's nginx, as in compose (next to SHELL_INDEX_URL).
  expect(apiEnv.SHELL_SSR_URL).toBeUndefined();
  for (const name of Object.keys(ssrManifestUrls)) expect(apiEnv[name], name).toBe(ssrManifestUrls[name]);
  expect(new URL(apiEnv.DATABASE_URL!).port).toBe(String(postgres.port));
  // compose's two replicas, starting together on the empty database.
  const start = (port: number, instance: string) => startServer(port, webRoot, join(work, 'unused.db'), { ...apiEnv, PORT: String(port), INSTANCE_ID: instance });
  [api, api2] = await Promise.all([start(ports.api, 'api-1'), start(ports.api2, 'api-2')]);
  const shellEnv = Object.fromEntries(Object.keys(services.shell!.environment).map((name) => [name, here[name] ?? services.shell!.environment[name]!]));
  sites.shell = await startNginx('shell', { port: ports.shell, html: join(webRoot, 'shell', 'dist'), env: shellEnv });
  for (const remote of REMOTES) {
    sites[remote] = await startNginx(remote, remote === 'mf-agenda' ? { port: portOf(remote), html: agendaImage('v1'), releases: agendaReleases } : { port: portOf(remote), html: join(webRoot, remote, 'dist') });
  }
});

test.afterAll(async () => {
  for (const site of Object.values(sites)) await site?.stop();
  const running = [api, api2].filter((server) => server && server.exitCode === null && server.signalCode === null);
  await Promise.all(running.map((server) => new Promise((resolve) => (server.once('exit', resolve), server.kill('SIGTERM')))));
  await postgres?.stop();
});

test('the site composes across six origins under its CSP, each answer with its cache headers', async ({ page, errors }) => {
  const remoteAnswers: { url: string; cacheControl?: string; cors?: string }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).origin !== base) remoteAnswers.push({ url: response.url(), cacheControl: response.headers()['cache-control'], cors: response.headers()['access-control-allow-origin'] });
  });
  const document = await page.goto(`${base}/`);
  expect(document?.status()).toBe(200);
  const csp = document?.headers()['content-security-policy'] ?? '';
  for (const remote of REMOTES) expect(csp, `the CSP allows ${remote}'s origin`).toContain(origin(portOf(remote)));

  // Every remote's home widget is there (a CSP or CORS refusal would be a console error too).
  await expect(page.getByRole('link', { name: 'Naar de agenda' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alle nieuwsberichten' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ons pastorale team' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The team's widget, at the foot of the page, hydrates (and so loads mf-community) once it comes into view.
  await page.getByRole('heading', { name: 'Ons pastorale team' }).scrollIntoViewIfNeeded();
  await expect.poll(() => remoteAnswers.some((answer) => answer.url.startsWith(origin(portOf('mf-community'))))).toBe(true);
  await page.getByRole('link', { name: 'Naar de agenda' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await page.goto(`${base}/contact`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  // The editing app, which no public page loads, from its own origin too. It asks the server for a
  // session first; nobody is signed in, so that answers 401.
  errors.allow(/the server responded with a status of 401/);
  await page.goto(`${base}/beheer`);
  await expect(page.getByRole('heading', { level: 2, name: 'Inloggen' })).toBeVisible();

  for (const remote of REMOTES) expect(remoteAnswers.some((a) => a.url.startsWith(origin(portOf(remote)))), `${remote} was loaded from its own origin`).toBe(true);
  for (const answer of remoteAnswers) {
    expect(answer.cors, answer.url).toBe('*');
    const { pathname } = new URL(answer.url);
    expect(answer.cacheControl, answer.url).toBe(/^\/(mf-manifest\.json|remoteEntry\.js)$/.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable');
  }
  const remotes = await page.request.get(`${base}/remotes.json`);
  expect(remotes.headers()['cache-control']).toBe('no-cache');
});

test("the server renders every remote's part with the shell's bundle fetched over HTTP: home, agenda and an article", async ({ request }) => {
  const { data } = (await (await request.get(`${base}/api/news?pageSize=1`)).json()) as { data: { id: number }[] };
  const pages: Array<[string, string[]]> = [
    ['/', ['mf_agenda/EventsWidget', 'mf_content/NewsWidget', 'mf_community/PastoralTeamWidget']],
    ['/agenda', ['mf_agenda/AgendaPage']],
    [`/nieuws/${data[0]!.id}`, ['mf_content/NewsArticlePage']],
  ];
  for (const [path, modules] of pages) {
    // The first answers may come before a worker is warm (the shell alone): the server render follows.
    // Each of the two API instances warms on its own, so the answer checked is the one that said ok.
    let raw: Awaited<ReturnType<typeof rawPage>> | undefined;
    await expect
      .poll(async () => (raw = await rawPage(`${base}${path}`)).timing, { timeout: 60_000, message: path })
      .toMatch(/^ssr;dur=\d+;desc=ok(, cache;desc=hit)?$/);
    expect(raw!.ssr?.clientOnly, path).toEqual([]);
    for (const module of modules) {
      const mount = mountHtml(raw!.root, module);
      expect(mount, `${path}: ${module} in the served HTML`).toContain('<!--$-->');
      expect(mount, `${path}: ${module} rendered on the server`).not.toContain('<!--$!-->');
    }
  }
});

test('one remote redeployed alone on its origin as compose does it: an open tab goes on with the old release, a new visit gets the new one', async ({ page, context }) => {
  // The tab runs mf-agenda before the deploy: its events widget hydrates once it is in view.
  const agendaWidget = page.waitForResponse((response) => response.url().startsWith(origin(portOf('mf-agenda'))) && /\/home-widgets\.[0-9a-f]+\.js$/.test(new URL(response.url()).pathname));
  await page.goto(`${base}/`);
  const toAgenda = page.getByRole('link', { name: 'Naar de agenda' });
  await toAgenda.scrollIntoViewIfNeeded();
  await agendaWidget;

  // `docker compose build mf-agenda`: the image's build stage copies the sources (a text changed)
  // and runs the remote's build in a clean folder, so the new image holds only the new release.
  const source = join(work, 'build', 'mf-agenda');
  cpSync(join(root, 'mf-agenda'), source, { recursive: true, filter: (src) => !/\/(node_modules|dist)(\/|$)/.test(src) });
  const textsFile = join(source, 'src/texts/nl.ts');
  writeFileSync(textsFile, readFileSync(textsFile, 'utf8').replace("title: 'De agenda in uw eigen agenda'", "title: 'Uw agenda, bijgewerkt'"));
  await deployWithNpm(source);
  cpSync(join(source, 'dist'), agendaImage('v2'), { recursive: true });
  // `docker compose up -d mf-agenda`: the old container stops, the new one starts (keep-releases.sh
  // first) on the same port and the same releases volume.
  await sites['mf-agenda']!.stop();
  keepReleases(agendaImage('v2'), agendaReleases);
  sites['mf-agenda'] = await startNginx('mf-agenda', { port: portOf('mf-agenda'), html: agendaImage('v2'), releases: agendaReleases });

  // The open tab's agenda page chunk, never fetched before, is not in the new image: the releases
  // volume serves it.
  const pageChunks: number[] = [];
  page.on('response', (response) => {
    if (/\/__federation_expose_AgendaPage\.[0-9a-f]+\.js$/.test(response.url())) pageChunks.push(response.status());
  });
  await toAgenda.click();
  await expect(page.getByRole('heading', { level: 2, name: 'De agenda in uw eigen agenda' })).toBeVisible();
  expect(pageChunks).toEqual([200]);
  const fresh = await context.newPage();
  await fresh.goto(`${base}/agenda`);
  await expect(fresh.getByRole('heading', { level: 2, name: 'Uw agenda, bijgewerkt' })).toBeVisible();
  expect(api.exitCode, 'the API kept running').toBeNull();
});

test('a remote that is down costs only its own part of the page', async ({ page, errors }) => {
  errors.allow(/mf_community|mf-community|Failed to load resource|RUNTIME-00\d|Federation Runtime|ERR_CONNECTION_REFUSED/);
  await sites['mf-community']!.stop();
  delete sites['mf-community'];

  await page.goto(`${base}/`);
  await expect(page.getByRole('link', { name: 'Naar de agenda' })).toBeVisible();
  // A home widget the server could not render (here the API cannot reach the remotes' hosts) loads
  // once it comes into view.
  await page.locator('[data-home-section="news"]').scrollIntoViewIfNeeded();
  await expect(page.getByRole('link', { name: 'Alle nieuwsberichten' })).toBeVisible();
  // The pastoral team widget (mf-community) says so, with a retry; it is the only part that failed.
  await page.locator('[data-home-section="pastors"]').scrollIntoViewIfNeeded();
  const failed = page.getByRole('status').filter({ hasText: 'Dit onderdeel kon niet worden geladen.' });
  await expect(failed).toHaveCount(1, { timeout: 20_000 });
  await expect(failed.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ons pastorale team' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Naar de agenda' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  // Back up for the tests after this one (the browser asks every remote's manifest when it is idle).
  sites['mf-community'] = await startNginx('mf-community', { port: portOf('mf-community'), html: join(webRoot, 'mf-community', 'dist') });
});

test('an API instance that is down costs nothing: the shell\'s nginx passes its requests on to the other', async ({ page }) => {
  api2.kill('SIGKILL');
  await new Promise((resolve) => api2.once('exit', resolve));
  for (let i = 0; i < 4; i += 1) {
    const answer = await page.request.get(`${base}/api/setting`);
    expect(answer.status()).toBe(200);
  }
  const document = await page.goto(`${base}/agenda`);
  expect(document?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  const posted = await page.request.post(`${base}/api/contact`, {
    data: { name: 'Anna de Vries', email: 'anna@example.org', subject: 'Een server minder', message: 'Komt dit aan terwijl er één API-server uit staat?', contactType: 'algemeen' },
  });
  expect(posted.status()).toBe(202);
  expect(api.exitCode, 'the other instance kept running').toBeNull();
});
