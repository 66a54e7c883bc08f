/**
 * docker/nginx/keep-releases.sh, which every web container runs when it starts: the image's files
 * go into the releases volume, where the files of earlier images stay until KEEP_DAYS after the
 * last start of an image that carried them.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { keepReleases } from '../nginx-site';

let dir: string;
const image = (name: string, files: string[]) => {
  const html = join(dir, name);
  mkdirSync(join(html, 'assets'), { recursive: true });
  for (const file of files) writeFileSync(join(html, file), file);
  return html;
};
const releases = () => join(dir, 'releases');
const kept = () => readdirSync(releases(), { recursive: true }).map(String).filter((f) => f.includes('.')).sort();

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'keep-releases-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('keeps the files of the images before, next to the new one', () => {
  keepReleases(image('v1', ['remoteEntry.js', 'page.1111111111.js', 'assets/logo.1111111111.svg']), releases());
  keepReleases(image('v2', ['remoteEntry.js', 'page.2222222222.js']), releases());
  expect(kept()).toEqual(['assets/logo.1111111111.svg', 'page.1111111111.js', 'page.2222222222.js', 'remoteEntry.js']);
});

it('lets a file go 30 days after the last start of an image that carried it', () => {
  keepReleases(image('v1', ['page.1111111111.js', 'shared.0000000000.js']), releases());
  const longAgo = new Date(Date.parse('2026-01-01T00:00:00Z'));
  for (const file of ['page.1111111111.js', 'shared.0000000000.js']) utimesSync(join(releases(), file), longAgo, longAgo);
  // v2 carries the shared chunk again: its time is renewed; v1's own page is past the rule.
  keepReleases(image('v2', ['page.2222222222.js', 'shared.0000000000.js']), releases());
  expect(kept()).toEqual(['page.2222222222.js', 'shared.0000000000.js']);
});
