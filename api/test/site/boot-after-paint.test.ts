/**
 * The shell's scripts start after the page's main content is painted: each deferred script of the
 * shell's index.html becomes a `<meta name="kerk-boot">` (nothing is fetched before the paint), and
 * one inline loader (allowed by its hash in the page's CSP) adds them in order once the LCP images
 * are decoded and the first paint is shown.
 */
import { createHash } from 'node:crypto';

import { bootAfterPaint, BOOT_LOADER } from '../../src/lib/boot-after-paint';
import { makeWebRoot, useWebApp, writeFiles } from './fake-web-root';

/** The shell's index.html head as html-webpack-plugin writes it (defer, quoted attributes). */
const SHELL = '<!doctype html><html><head><title>t</title><script defer="defer" src="/react-dom.1.js"></script><script defer="defer" src="/main.2.js"></script></head><body><div id="root"></div></body></html>';

describe('bootAfterPaint', () => {
  it('turns the deferred scripts into boot entries that fetch nothing, in order, followed by the loader', () => {
    const html = bootAfterPaint(SHELL);
    expect(html).not.toContain('<script defer');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toBe(
      '<!doctype html><html><head><title>t</title>' +
        '<meta name="kerk-boot" content="/react-dom.1.js">' +
        '<meta name="kerk-boot" content="/main.2.js">' +
        `<script>${BOOT_LOADER}</script>`,
    );
  });

  it('leaves a template without deferred scripts as it is', () => {
    const plain = '<html><head></head><body></body></html>';
    expect(bootAfterPaint(plain)).toBe(plain);
  });

  it('waits in the loader for the LCP images (fetchpriority high) to be decoded, the reported first contentful paint and two frames', () => {
    expect(BOOT_LOADER).toContain(`img[fetchpriority="high"]`);
    expect(BOOT_LOADER).toContain('i.decode()');
    expect(BOOT_LOADER).toContain("getEntriesByName('first-contentful-paint')");
    expect(BOOT_LOADER).toContain('requestAnimationFrame');
    expect(BOOT_LOADER).toContain('s.async=false');
    expect(BOOT_LOADER).toContain(`meta[name="kerk-boot"]`);
  });
});

describe('a served page', () => {
  const web = useWebApp(() => {
    const root = makeWebRoot();
    writeFiles(root, { 'shell/dist/index.html': SHELL });
    return root;
  });
  it('carries the loader, and its CSP allows exactly that inline script by its hash', async () => {
    const res = await web.app().inject({ url: '/contact', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    const inline = /<script>([^<]*)<\/script>/.exec(res.body)?.[1];
    expect(inline).toBe(BOOT_LOADER);
    const hash = `'sha256-${createHash('sha256').update(inline!).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSrc?.split(' ')).toContain(hash);
  });
});
