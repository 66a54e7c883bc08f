import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { writeFileSync } from 'node:fs';
const [url, name, n = '4'] = process.argv.slice(2);
for (let i = 1; i <= Number(n); i++) {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'], logLevel: 'silent' });
  try {
    const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = r.lhr;
    writeFileSync(`/tmp/lh/${name}-${i}.json`, JSON.stringify(lhr));
    const el = lhr.audits['largest-contentful-paint-element'];
    const phases = el?.details?.items?.[1]?.items?.map((p) => `${p.phase}:${Math.round(p.timing)}`).join(' ');
    const node = el?.details?.items?.[0]?.items?.[0]?.node?.snippet;
    console.log(i, Math.round(lhr.audits['largest-contentful-paint'].numericValue), 'obsLCP', lhr.audits.metrics.details.items[0].observedLargestContentfulPaint, node?.slice(0, 90), phases);
  } finally { await chrome.kill(); }
}
