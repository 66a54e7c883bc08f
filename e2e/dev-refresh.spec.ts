/**
 * The developer's loop of `npm run dev`: the shell's and a remote's webpack dev servers (development
 * React) with the API pointing /remotes.json at the remote's dev server. Saving a component of the
 * remote updates the page in place (React Refresh across the federation boundary): no reload, and
 * what the visitor typed stays. The remote is a copy of its workspace, so the edit never touches
 * the repo. And a remote run alone (`start:standalone`) opens at a deep link.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { root, startServer } from './support/deploy';
import { expect, test } from './fixtures';

const first = Number(process.env.E2E_PORT ?? 8123) + 70;
const ports = { api: first, shell: first + 1, contact: first + 2, standalone: first + 3 };
const work = join(root, 'data', `dev-refresh-${first}`);
const contact = join(work, 'mf-contact');

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.skip(({ browserName, viewport }) => browserName !== 'chromium' || (viewport?.width ?? 0) < 900, 'runs once, on desktop');

const children: ChildProcess[] = [];

/** A webpack dev server as `npm run dev` starts it (development mode, hot), on `port`. */
function devServer(cwd: string, port: number, extra: string[] = []): ChildProcess {
  const child = spawn(process.execPath, [join(root, 'node_modules/webpack-cli/bin/cli.js'), 'serve', '--mode', 'development', '--port', String(port), '--host', '127.0.0.1', ...extra], {
    cwd,
    env: { ...process.env, DEV_API_ORIGIN: `http://127.0.0.1:${ports.api}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function until(url: string): Promise<void> {
  for (let i = 0; i < 360; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

test.beforeAll(async () => {
  // Three webpack dev servers compile at once: on a busy 2-core machine that takes more than a minute.
  test.setTimeout(240_000);
  rmSync(work, { recursive: true, force: true });
  cpSync(join(root, 'mf-contact'), contact, { recursive: true, filter: (src) => !/\/(node_modules|dist)(\/|$)/.test(src) });
  children.push(
    await startServer(ports.api, root, join(work, 'site.db'), { NODE_ENV: 'development', REMOTE_MF_CONTACT_URL: `http://127.0.0.1:${ports.contact}/mf-manifest.json` }),
  );
  devServer(join(root, 'shell'), ports.shell);
  devServer(contact, ports.contact);
  // `npm run start:standalone -w mf-agenda`: the remote alone, in its own harness.
  devServer(join(root, 'mf-agenda'), ports.standalone, ['--env', 'standalone']);
  await Promise.all([
    until(`http://127.0.0.1:${ports.contact}/mf-manifest.json`),
    until(`http://127.0.0.1:${ports.shell}/`),
    until(`http://127.0.0.1:${ports.standalone}/`),
  ]);
});

test.afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
});

test("saving a remote's component updates the page in place and keeps what the visitor typed", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${ports.shell}/contact`);
  await expect(page.getByRole('heading', { level: 2, name: 'Stuur ons een bericht' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Naam').fill('Jan de Vries');
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads += 1;
  });

  // The form's title is the kit's text (the server writes it too), so the edit is in the remote's component.
  const formFile = join(contact, 'src/features/contact-form/components/contact-form.tsx');
  const source = readFileSync(formFile, 'utf8');
  expect(source).toContain('{t.formTitle}</h2>');
  writeFileSync(formFile, source.replace('{t.formTitle}</h2>', "{'Stuur ons gerust een bericht'}</h2>"));

  await expect(page.getByRole('heading', { level: 2, name: 'Stuur ons gerust een bericht' })).toBeVisible({ timeout: 60_000 });
  expect(reloads, 'the page was not reloaded').toBe(0);
  await expect(page.getByLabel('Naam')).toHaveValue('Jan de Vries');
});

test('a remote run alone opens at a deep link (its scripts load from the root, not from /evenement/)', async ({ page, request }) => {
  const events = (await (await request.get(`http://127.0.0.1:${ports.api}/api/events`)).json()) as { data: { id: number; title: string }[] };
  const event = events.data[0]!;
  await page.goto(`http://127.0.0.1:${ports.standalone}/evenement/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible({ timeout: 60_000 });
  // Its home widget, at /widgets: the harness reads the site map's home widgets of this remote.
  await page.goto(`http://127.0.0.1:${ports.standalone}/widgets`);
  await expect(page.locator('[data-widget="events"]')).toBeVisible({ timeout: 60_000 });
});
