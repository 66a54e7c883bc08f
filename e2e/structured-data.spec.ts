/**
 * Structured data and link previews on every page of the site map, as a crawler or a link-preview
 * bot reads them: a plain HTTP GET, no JavaScript. Each JSON-LD block parses and has the fields of
 * its type; each page has an absolute og:image (with width, height, type and alt) that answers 200
 * with a PNG or JPEG of exactly the stated size. Desktop only (no viewport in it).
 */
import sharp from 'sharp';

import { expect, test } from './fixtures';

interface Address {
  '@type'?: string;
  streetAddress?: string;
  addressLocality?: string;
}
/** What the checks read of a JSON-LD block (any other field is only checked for presence). */
interface Ld {
  '@context'?: string;
  '@type'?: string;
  image?: string | string[];
  publisher?: { logo?: { url?: string } };
  location?: unknown;
  [key: string]: unknown;
}
type ChurchLd = { '@type'?: string; name?: string; address?: Address };
const churchesOf = (ld: Ld) => (Array.isArray(ld.location) ? (ld.location as ChurchLd[]) : []);

const attr = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
const unescape = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
const isAbsolute = (url: unknown) => typeof url === 'string' && /^https?:\/\/[^/]+\//.test(url);
const imageOf = (ld: Ld) => (Array.isArray(ld.image) ? ld.image[0] : ld.image);

/** What a block lacks of the fields its type must have (issue 17, goal 5); empty when it is right. */
function problemsOf(ld: Ld): string[] {
  const missing = (keys: string[]) => keys.filter((key) => ld[key] === undefined || ld[key] === '').map((key) => `${ld['@type']} without ${key}`);
  const problems: string[] = [];
  if (ld['@context'] !== 'https://schema.org') problems.push('no schema.org context');
  switch (ld['@type']) {
    case 'NewsArticle':
      problems.push(...missing(['headline', 'datePublished', 'dateModified', 'image', 'author', 'publisher']));
      if (!isAbsolute(imageOf(ld))) problems.push('NewsArticle image not absolute');
      if (!isAbsolute(ld.publisher?.logo?.url)) problems.push('NewsArticle publisher without logo');
      break;
    case 'Event':
      problems.push(...missing(['name', 'startDate', 'endDate', 'eventStatus', 'eventAttendanceMode', 'location', 'image']));
      if (!isAbsolute(imageOf(ld))) problems.push('Event image not absolute');
      break;
    case 'Organization':
      problems.push(...missing(['name', 'url', 'logo', 'address', 'location']));
      if (churchesOf(ld).length !== 7) problems.push('Organization without its seven churches');
      for (const church of churchesOf(ld)) {
        if (church['@type'] !== 'Church' || church.address?.['@type'] !== 'PostalAddress' || !church.address.streetAddress || !church.address.addressLocality) problems.push(`church without address: ${church.name}`);
      }
      break;
    case 'Person':
      problems.push(...missing(['name', 'jobTitle']));
      break;
    default:
      problems.push(`unexpected type ${ld['@type']}`);
  }
  return problems;
}

test('every page of the site map has valid JSON-LD of its type and an og:image that is that image', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(urls.length).toBeGreaterThan(50);
  const images = new Map<string, { width: string; height: string; type: string }>();
  const problems: string[] = [];
  const types = new Set<string>();
  for (const url of urls) {
    expect(url.startsWith(`${baseURL}/`), url).toBe(true);
    const res = await request.get(url, { headers: { accept: 'text/html', 'user-agent': 'Googlebot/2.1' } });
    expect(res.status(), url).toBe(200);
    const html = await res.text();
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      const ld = JSON.parse(json!) as Ld;
      types.add(String(ld['@type']));
      problems.push(...problemsOf(ld).map((p) => `${url}: ${p}`));
    }
    const image = attr(html, 'og:image');
    const facts = { width: attr(html, 'og:image:width') ?? '', height: attr(html, 'og:image:height') ?? '', type: attr(html, 'og:image:type') ?? '' };
    if (!image || !isAbsolute(unescape(image))) problems.push(`${url}: no absolute og:image`);
    else images.set(unescape(image), facts);
    if (!attr(html, 'og:image:alt')) problems.push(`${url}: no og:image:alt`);
    if (!attr(html, 'twitter:card')) problems.push(`${url}: no twitter:card`);
  }
  expect(problems).toEqual([]);
  // Each page type is there: articles, services and events, the team, the congregation.
  expect([...types].sort()).toEqual(['Event', 'NewsArticle', 'Organization', 'Person']);

  for (const [url, facts] of images) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['content-type'], url).toMatch(/^image\/(png|jpeg)$/);
    expect(res.headers()['content-type'], url).toBe(facts.type);
    const { width, height, format } = await sharp(await res.body()).metadata();
    expect({ url, width: String(width), height: String(height), format: `image/${format}` }).toEqual({ url, width: facts.width, height: facts.height, format: facts.type });
  }
});

test('the home page names the congregation and its churches; the site image previews a page without a picture', async ({ request, baseURL }) => {
  const html = await (await request.get('/')).text();
  const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as Ld;
  expect(ld).toMatchObject({ '@type': 'Organization', name: 'Protestantse Gemeente Maas en Waal', logo: { url: `${baseURL}/api/site/logo.png` } });
  expect(churchesOf(ld).map((church) => church.address?.addressLocality)).toEqual(['Beuningen', 'Druten', 'Wijchen', 'Batenburg', 'Horssen', 'Bergharen', 'Leur']);
  const agenda = await (await request.get('/agenda')).text();
  expect(attr(agenda, 'og:image')).toBe(`${baseURL}/api/site/preview.png`);
  expect(attr(agenda, 'twitter:card')).toBe('summary_large_image');
});
