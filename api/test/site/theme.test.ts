/**
 * The page in the remembered theme (theme.ts): the `theme` cookie becomes `<html data-theme>` (the
 * server render's colours follow that attribute: ssr-render.test.ts), and the answer varies with
 * the cookie, also when the page comes from the server's cache of rendered pages.
 */
import { useWebApp } from './fake-web-root';

const htmlTagOf = (html: string) => /<html\b[^>]*>/.exec(html)![0];

describe('page theme', () => {
  const web = useWebApp();
  beforeEach(() => web.app().ready());
  const get = (url: string, cookie?: string) =>
    web.app().inject({ url, headers: { host: 'kerk.example.nl', accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  it('writes the theme the cookie remembers into <html data-theme>', async () => {
    expect(htmlTagOf((await get('/anbi', 'lang=nl; theme=dark')).body)).toBe('<html data-theme="dark" lang=nl>');
    expect(htmlTagOf((await get('/anbi', 'theme=system')).body)).toBe('<html data-theme="system" lang=nl>');
    expect(htmlTagOf((await get('/anbi', 'theme=light')).body)).toBe('<html data-theme="light" lang=nl>');
  });

  it('leaves <html> alone without a cookie or with an unknown value: the default colours are light', async () => {
    expect(htmlTagOf((await get('/privacy')).body)).toBe('<html lang=nl>');
    expect(htmlTagOf((await get('/privacy', 'theme="><script>alert(1)</script>')).body)).toBe('<html lang=nl>');
  });

  it('gives each visitor their own theme from the cached page, and says the answer varies with the cookie', async () => {
    const dark = await get('/agenda', 'theme=dark');
    const light = await get('/agenda', 'theme=light');
    expect(htmlTagOf(dark.body)).toContain('data-theme="dark"');
    expect(htmlTagOf(light.body)).toContain('data-theme="light"');
    expect(dark.headers.vary).toMatch(/\bcookie\b/i);
    // Also the 404 answer (the shell's not-found page) is painted in the remembered theme.
    const missing = await get('/bestaat-niet', 'theme=dark');
    expect(missing.statusCode).toBe(404);
    expect(htmlTagOf(missing.body)).toContain('data-theme="dark"');
  });

  it('adds no inline script: the CSP still allows none', async () => {
    const res = await get('/anbi', 'theme=dark');
    expect(String(res.headers['content-security-policy'])).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.body).not.toMatch(/<script(?![^>]*type="application\/(?:json|ld\+json)")(?![^>]*\bsrc=)[^>]*>/);
  });
});
