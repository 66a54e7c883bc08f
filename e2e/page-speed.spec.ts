/**
 * What keeps the largest paint early (issue 17): in the raw HTML the page's LCP image is fetched
 * at once (`fetchpriority="high"`, not lazy) and the images further down are lazy; the shell's
 * scripts are not even fetched until the page's main content (its LCP image) is painted.
 */
import { expect, test } from './fixtures';

interface Listed {
  id: number;
}

/** The `<img>` tags of the server's HTML, in document order. */
const imagesOf = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('/assets/logo.'));
const isPriority = (tag: string) => /fetchpriority="high"/i.test(tag) && /loading="eager"/.test(tag);
const isLazy = (tag: string) => /loading="lazy"/.test(tag) && !/fetchpriority/i.test(tag);

async function rawHtml(request: import('@playwright/test').APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path, { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(200);
  return res.text();
}

test('the raw HTML fetches the LCP image of an article, /onze-kerken and /nieuws at once and the rest lazily', async ({ request }) => {
  const [article] = (await (await request.get('/api/news?pageSize=1')).json()).data as Listed[];
  const articleImages = imagesOf(await rawHtml(request, `/nieuws/${article!.id}`));
  expect(articleImages.length).toBeGreaterThan(0);
  expect(isPriority(articleImages[0]!)).toBe(true);

  for (const path of ['/onze-kerken', '/nieuws']) {
    const [first, ...rest] = imagesOf(await rawHtml(request, path));
    expect(first && isPriority(first), `${path}: the first image`).toBe(true);
    expect(rest.length, `${path}: more images below`).toBeGreaterThan(0);
    for (const tag of rest) expect(isLazy(tag), `${path}: ${tag}`).toBe(true);
  }
});

test("the shell's scripts are fetched and run only after the article's image has loaded", async ({ page, request }) => {
  const [article] = (await (await request.get('/api/news?pageSize=1')).json()).data as Listed[];
  const html = await rawHtml(request, `/nieuws/${article!.id}`);
  expect(html).not.toMatch(/<script defer/);
  expect(html).toMatch(/<meta name="kerk-boot" content="[^"]*main\.[^"]*\.js">/);
  expect(html).not.toMatch(/<link [^>]*href="[^"]*\/main\.[^"]*\.js"/);

  // The moment the loader adds the shell's main script: was the LCP image loaded by then?
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLScriptElement) || !/\/main\.[^/]*\.js$/.test(node.src)) continue;
          const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
          (window as unknown as { imageAtBoot: unknown }).imageAtBoot = image ? image.complete && image.naturalWidth > 0 : 'none';
          observer.disconnect();
        }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`/nieuws/${article!.id}`);
  await expect(page.locator('#root[data-ready]')).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { imageAtBoot: unknown }).imageAtBoot)).toBe(true);
});
