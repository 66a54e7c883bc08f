/**
 * `npm run bench:js`: where the home page's JavaScript goes, from the production build on disk
 * (no server, no browser). The files are the ones the home page loads: the shell's entry scripts
 * (its index.html) and, per remote with a home widget, its remoteEntry.js and the widgets' chunks
 * (its mf-manifest.json). Per file its gzip size (zlib's default level, as `npm run bench`), then
 * per library (or the kit, or the app's own code) its share: the bytes the minified file holds for
 * it (read from the source map) and what the file's gzip size would lose without them (the rest kept in file order). A part's
 * gzip share is an estimate (gzip finds repeats across parts), but it ranks the parts well.
 *
 * Then the number as a first visitor gets it: the production build served (fresh database), a fresh
 * Chromium at 412 × 823 opens /, and every script until network idle is summed (gzip, as above).
 * With server rendering the home widgets hydrate on demand, so the ones below the fold are not in it
 * (the page is fetched first until the server render answers, as on a warm server).
 * BENCH_JS_LOAD=0 skips it (also skipped without a Chromium: CHROME_PATH); BENCH_PORT picks the port.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { HOME_WIDGETS } from '@kerk/kit/site-map';

const root = join(__dirname, '../..');

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One source map segment: where it starts in the minified file and which source it came from. */
export interface Segment {
  line: number;
  column: number;
  source: number | null;
}

/** The segments of a source map's `mappings` (base64 VLQ), in file order. */
export function decodeMappings(mappings: string): Segment[] {
  const segments: Segment[] = [];
  let source = 0;
  mappings.split(';').forEach((group, line) => {
    let column = 0;
    for (const raw of group.split(',')) {
      if (!raw) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of raw) {
        const digit = BASE64.indexOf(char);
        if (digit < 0) throw new Error(`not a base64 VLQ digit: ${char}`);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0]!;
      if (fields.length > 1) source += fields[1]!;
      segments.push({ line, column, source: fields.length > 1 ? source : null });
    }
  });
  return segments;
}

/** The part a source belongs to: a package (`react-router`, `@reduxjs/toolkit`), `kit`, the app's own code, or webpack's runtime. */
export function partOf(source: string | undefined): string {
  if (!source) return '(unmapped)';
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg && pkg[1] !== '.federation') return pkg[1]!;
  if (pkg) return '(federation entry)';
  if (path.includes('packages/kit/')) return 'kit';
  if (path.startsWith('webpack/')) return '(webpack runtime)';
  return '(app)';
}

/** The minified file cut at its source map's segments, in file order: each piece's text and the part it came from. */
export function piecesOf(code: string, map: { sources: string[]; mappings: string }): { part: string; text: string }[] {
  const lines = code.split('\n');
  const segments = decodeMappings(map.mappings);
  return segments.map((segment, index) => {
    const next = segments[index + 1];
    const line = lines[segment.line] ?? '';
    const end = next && next.line === segment.line ? next.column : line.length;
    return { part: segment.source === null ? '(unmapped)' : partOf(map.sources[segment.source]), text: line.slice(segment.column, end) };
  });
}

/** The minified code of each part (its pieces joined in file order). */
export function splitByPart(code: string, map: { sources: string[]; mappings: string }): Map<string, string> {
  const parts = new Map<string, string>();
  for (const { part, text } of piecesOf(code, map)) parts.set(part, (parts.get(part) ?? '') + text);
  return parts;
}

export interface FileBreakdown {
  file: string;
  gzipBytes: number;
  parts: { part: string; bytes: number; gzipShare: number }[];
}

/** One file: its gzip size and, per part, its minified bytes and its gzip share (gzip of the file minus gzip of the file without it). */
export function breakdown(file: string, code: string, map: { sources: string[]; mappings: string } | null): FileBreakdown {
  const gzipBytes = gzipSync(code).length;
  if (!map) return { file, gzipBytes, parts: [] };
  const pieces = piecesOf(code, map);
  // The file without a part keeps the other parts in their order, so gzip sees the same neighbours.
  const pieceGzip = gzipSync(pieces.map((p) => p.text).join('')).length;
  const rows = [...splitByPart(code, map).entries()].map(([part, text]) => ({
    part,
    bytes: text.length,
    gzipShare: pieceGzip - gzipSync(pieces.filter((p) => p.part !== part).map((p) => p.text).join('')).length,
  }));
  return { file, gzipBytes, parts: rows.sort((a, b) => b.gzipShare - a.gzipShare) };
}

/** The home page's script files in the build, relative to the repo: the shell's entry scripts, then each widget remote's entry and widget chunks. */
export function homeFiles(): string[] {
  const html = readFileSync(join(root, 'shell/dist/index.html'), 'utf8');
  const files = [...html.matchAll(/<script[^>]+src="\/([^"]+)"/g)].map((m) => `shell/dist/${m[1]}`);
  for (const remote of [...new Set(HOME_WIDGETS.map((w) => w.remote))]) {
    const manifest = JSON.parse(readFileSync(join(root, remote, 'dist/mf-manifest.json'), 'utf8')) as {
      exposes: { name: string; assets: { js: { sync: string[] } } }[];
    };
    files.push(`${remote}/dist/remoteEntry.js`);
    const exposes = new Set(HOME_WIDGETS.filter((w) => w.remote === remote).map((w) => w.expose));
    const chunks = manifest.exposes.filter((e) => exposes.has(e.name)).flatMap((e) => e.assets.js.sync);
    for (const chunk of new Set(chunks)) files.push(`${remote}/dist/${chunk}`);
  }
  return files;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

const PHONE = { width: 412, height: 823 };

/** The home page's JS as a first visitor loads it (fresh Chromium, a phone, until network idle). */
async function measuredLoad(): Promise<void> {
  const { findChromium } = await import('./chromium');
  const chromePath = findChromium();
  if (process.env.BENCH_JS_LOAD === '0' || !chromePath) {
    console.log(`\nHome JS as loaded: skipped (${chromePath ? 'BENCH_JS_LOAD=0' : 'no Chromium; set CHROME_PATH'}).`);
    return;
  }
  const { measureHome } = await import('./home-load');
  const { startSite } = await import('./site');
  const site = await startSite();
  try {
    // A warm server, as a visitor meets it: the SSR worker has loaded the remotes (a cold one may
    // pass its budget and answer the shell alone, which the browser renders with every widget).
    let ssr = '';
    for (let i = 0; i < 5 && !/desc=ok/.test(ssr); i += 1) ssr = (await fetch(`${site.origin}/`, { headers: { accept: 'text/html' } })).headers.get('server-timing') ?? '';
    const home = await measureHome(site.origin, chromePath, PHONE);
    console.log(`\nHome JS as loaded (fresh Chromium, ${PHONE.width}×${PHONE.height}, until network idle; server render: ${ssr || 'off'}): ${home.jsGzipBytes} B gzip in ${home.files.length} files`);
    for (const file of home.files) console.log(`  ${kb(file.gzipBytes).padStart(9)}  ${file.path}`);
    console.log(`Then, past the prefetch of the menu's remote entries and scrolled to the end (every widget in view): ${home.allJsGzipBytes} B gzip in all`);
    for (const file of home.laterFiles) console.log(`  ${kb(file.gzipBytes).padStart(9)}  ${file.path}`);
  } finally {
    await site.stop();
  }
}

function main() {
  const top = Number(process.env.PARTS || 12);
  let total = 0;
  const byPart = new Map<string, number>();
  for (const file of homeFiles()) {
    const code = readFileSync(join(root, file), 'utf8');
    const mapFile = join(root, `${file}.map`);
    const result = breakdown(file, code, existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')) : null);
    total += result.gzipBytes;
    console.log(`\n${file}: ${kb(result.gzipBytes)} gzip`);
    for (const row of result.parts.slice(0, top)) console.log(`  ${kb(row.gzipShare).padStart(9)}  ${kb(row.bytes).padStart(9)} min  ${row.part}`);
    for (const row of result.parts) byPart.set(row.part, (byPart.get(row.part) ?? 0) + row.gzipShare);
  }
  console.log(`\nHome JS from the build: ${total} B gzip. Largest parts over all files (gzip share, summed):`);
  for (const [part, bytes] of [...byPart.entries()].sort((a, b) => b[1] - a[1]).slice(0, top * 2)) console.log(`  ${kb(bytes).padStart(9)}  ${part}`);
}

if (require.main === module) {
  main();
  measuredLoad().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
