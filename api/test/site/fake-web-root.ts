/**
 * A fake build for the web tests: the shell's index.html as html-webpack-plugin writes it (minified)
 * and mf-content / mf-agenda / mf-community manifests with the exposes the server preloads.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import type { AppConfig } from '../../src/plugins/external/env';
import { build } from '../helper';

export const SHELL_INDEX =
  '<!doctype html><html lang=nl><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">' +
  '<title>Protestantse Gemeente Maas en Waal</title><meta name=description content="Standaardtekst">' +
  '<script defer src=/main.3a2178a750.js></script></head><body><div id=root></div></body></html>';

const expose = (name: string, file: string) => ({ name, path: `./${name}`, assets: { js: { sync: [file], async: ['7525.ce3ecf8ca2.js'] }, css: { sync: [], async: [] } } });

export function manifest(name: string, exposes: Array<[string, string]>) {
  return {
    id: name,
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: [],
    remotes: [],
    exposes: exposes.map(([n, f]) => expose(n, f)),
  };
}

export function writeFiles(root: string, files: Record<string, string>) {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
}

export function makeWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-seo-'));
  writeFiles(root, {
    'shell/dist/index.html': SHELL_INDEX,
    'mf-content/dist/mf-manifest.json': JSON.stringify(
      manifest('mf_content', [
        ['NewsArticlePage', '__federation_expose_NewsArticlePage.7bb4973799.js'],
        ['ServicesWidget', '__federation_expose_ServicesWidget.ca488394d2.js'],
        ['NewsWidget', 'home-widgets.7d6b374dd0.js'],
        // Widgets grouped into one chunk: it must be preloaded once.
        ['StreamsWidget', 'home-widgets.7d6b374dd0.js'],
      ]),
    ),
    'mf-agenda/dist/mf-manifest.json': JSON.stringify(manifest('mf_agenda', [['EventPage', '__federation_expose_EventPage.1234567890.js']])),
    'mf-community/dist/mf-manifest.json': JSON.stringify(manifest('mf_community', [['PastorPage', '__federation_expose_PastorPage.abcdef0123.js']])),
  });
  return root;
}

export interface WebApp {
  /** The app serving the site from the fake build, new for each test (closed after it). */
  app(): FastifyInstance;
  /** The fake build's folder, made once for the calling file. */
  root(): string;
  /** Closes the running test's app and builds one with these config changes in its place. */
  rebuild(config: Partial<AppConfig>): Promise<FastifyInstance>;
}

/** The headers of a browser asking for a page of the site (its host names the site's origin). */
export const HTML = { accept: 'text/html', host: 'kerk.example.nl' };

/** A fake build (`makeRoot`, removed after the file) and the app serving it (with `defaults` in its config), for the calling test file. */
export function useWebApp(makeRoot: () => string = makeWebRoot, defaults: Partial<AppConfig> = {}): WebApp {
  let root: string | undefined;
  let app: FastifyInstance | undefined;
  const make = (config: Partial<AppConfig> = {}) => build({ serveWeb: true, config: { webRoot: root, remoteUrls: {}, ...defaults, ...config } });
  beforeAll(() => {
    root = makeRoot();
  });
  afterAll(() => root && fs.rmSync(root, { recursive: true, force: true }));
  beforeEach(() => {
    app = make();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  return {
    app() {
      if (!app) throw new Error('useWebApp: no app outside a test');
      return app;
    },
    root() {
      if (!root) throw new Error('useWebApp: no web root before the tests run');
      return root;
    },
    async rebuild(config) {
      await app?.close();
      app = make(config);
      return app;
    },
  };
}
