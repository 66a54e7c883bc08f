// The shell's real server bundle end to end, without the API's worker (issue 17, WP4): starts the
// API on a fresh database (it serves every dist and /api), loads shell/dist/server/ssr.js in this
// process, registers the real remotes by their web manifests and renders /agenda, /nieuws, a news
// article and the home page. Prints what each render answered and fails when the HTML lacks what
// the page shows (the list links, the article's title). Build first: `node scripts/build-if-stale.mjs`.
//
//   node scripts/ssr-smoke.mjs [--port 8470]
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { root } from './lib.mjs';

const port = Number(process.argv[process.argv.indexOf('--port') + 1]) || 8470;
const origin = `http://127.0.0.1:${port}`;
const bundle = join(root, 'shell/dist/server/ssr.js');
if (!existsSync(bundle)) throw new Error(`${bundle} is missing: build first (node scripts/build-if-stale.mjs)`);

const dataDir = join(root, 'data', `ssr-smoke-${port}`);
rmSync(dataDir, { recursive: true, force: true });
const api = spawn(process.execPath, ['--import', 'tsx', join(root, 'e2e/support/serve.ts')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: join(dataDir, 'site.db'), CLOCK_START: '2026-11-29T10:05:00+01:00', LOG_LEVEL: 'warn', SMTP_URL: '', RATE_LIMIT_MAX: '1000000' },
});

async function waitForApi() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/api/health/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not start');
}

/**
 * The worker's fetch, simplified: a relative URL goes to the API over http. Node's own fetch is
 * taken now: the renderer installs this function as the global fetch.
 */
const nodeFetch = globalThis.fetch;
const hostFetch = (input, init) => nodeFetch(typeof input === 'string' && input.startsWith('/') ? `${origin}${input}` : input, init);

const failures = [];
function check(label, ok) {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${label}`);
  if (!ok) failures.push(label);
}

async function main() {
  await waitForApi();
  const config = await (await fetch(`${origin}/remotes.json`)).json();
  const remotes = config.remotes.map(({ name, entry }) => ({ name, entry: new URL(entry, origin).href }));
  const { createRenderer } = createRequire(import.meta.url)(bundle);
  const renderer = createRenderer({ remotes, fetch: hostFetch, apiUrl: config.apiUrl });
  const now = new Date(Date.parse('2026-11-29T10:05:00+01:00')).toISOString();
  const render = async (url, budgetMs = 3000) => {
    const result = await renderer.render({ url, theme: 'light', budgetMs, now, initial: { settings: null, pages: null } });
    const { html = '', styles = '', state, ...rest } = result;
    console.log(`${url}: ${JSON.stringify(rest)} html ${html.length} B, styles ${styles.length} B, state ${JSON.stringify(state ?? null).length} B`);
    // `--dump`: the main part of the HTML, to see what a failed check got.
    if (process.argv.includes('--dump')) console.log(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html);
    return result;
  };

  // Cold: the first render pays the remote's manifest, server entry and chunk.
  const agenda = await render('/agenda');
  check('/agenda is rendered', agenda.status === 'ok' && agenda.clientOnly.length === 0);
  check('/agenda links its events', /href="\/evenement\/\d+"/.test(agenda.html ?? ''));
  check('/agenda has no <style> in its HTML, style tags for the head', !/<style/.test(agenda.html ?? '') && /<style data-emotion="k/.test(agenda.styles ?? ''));

  const news = await render('/nieuws');
  check('/nieuws is rendered', news.status === 'ok' && news.clientOnly.length === 0);
  const articlePath = /href="(\/nieuws\/\d+)"/.exec(news.html ?? '')?.[1];
  check('/nieuws links its articles', Boolean(articlePath));
  if (articlePath) {
    const article = await render(articlePath);
    const answer = await (await fetch(`${origin}/api${articlePath.replace('/nieuws/', '/news/')}`)).json();
    const title = answer?.data?.title ?? answer?.title;
    check(`${articlePath} is rendered`, article.status === 'ok' && article.clientOnly.length === 0);
    check(`${articlePath} shows its title "${title}"`, Boolean(title) && (article.html ?? '').includes(`>${title}<`));
  }

  const home = await render('/');
  check('/ is rendered with every widget', home.status === 'ok' && home.clientOnly.length === 0);
  check('versions name each remote used', home.status === 'ok' && Object.keys({ ...home.versions, ...news.versions, ...agenda.versions }).length >= 2);
  // Warm: everything loaded once, as the API's warm-up leaves it.
  await renderer.warm();
  for (let i = 0; i < 3; i++) await render('/agenda');
  for (let i = 0; i < 3; i++) await render('/');
}

main()
  .catch((error) => {
    failures.push(String(error?.stack ?? error));
    console.error(error);
  })
  .finally(() => {
    api.kill();
    rmSync(dataDir, { recursive: true, force: true });
    console.log(failures.length ? `\n${failures.length} check(s) failed` : '\nall checks passed');
    process.exit(failures.length ? 1 : 0);
  });
