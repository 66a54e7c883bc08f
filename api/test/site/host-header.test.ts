/**
 * Absolute links (canonical, og:url, sitemap, robots.txt, RSS, iCal) carry only an origin the
 * operator configured: PUBLIC_URL, else a request host listed in ALLOWED_HOSTS, else
 * http://localhost:<PORT>. A forged Host header must never reach a cached answer.
 */
import { useWebApp } from './fake-web-root';

const HTML = { accept: 'text/html' };
const URLS = ['/', '/agenda', '/nieuws/1', '/evenement/1', '/sitemap.xml', '/robots.txt', '/api/news.rss', '/api/events/1.ics'];

describe('Host header', () => {
  const web = useWebApp();
  const get = (url: string, headers: Record<string, string>) => web.app().inject({ url, headers: { ...HTML, ...headers } });
  const answerText = (res: Awaited<ReturnType<typeof get>>) => `${JSON.stringify(res.headers)}\n${res.body}`;

  it('never writes a host the operator did not allow into a page, the sitemap, robots.txt or a feed (http://localhost:<PORT> instead)', async () => {
    for (const url of URLS) {
      const res = await get(url, { host: 'evil.example' });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(answerText(res)).not.toContain('evil.example');
      expect(res.body).toContain('http://localhost:8080/');
    }
  });

  it('ignores a forged X-Forwarded-Host behind a trusted proxy too', async () => {
    await web.rebuild({ trustProxy: true });
    const res = await get('/sitemap.xml', { host: 'localhost', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(answerText(res)).not.toContain('evil.example');
  });

  it('uses the origin of a request to an allowed host, with its port (localhost by default)', async () => {
    await web.rebuild({ allowedHosts: ['localhost', '127.0.0.1', '[::1]'] });
    const res = await get('/robots.txt', { host: '127.0.0.1:8145' });
    expect(res.body).toContain('Sitemap: http://127.0.0.1:8145/sitemap.xml');
  });

  it('uses PUBLIC_URL whatever the Host header says', async () => {
    await web.rebuild({ publicUrl: 'https://www.pgmaasenwaal.nl' });
    const res = await get('/', { host: 'localhost:8080' });
    expect(res.body).toContain('<link rel="canonical" href="https://www.pgmaasenwaal.nl/">');
  });
});
