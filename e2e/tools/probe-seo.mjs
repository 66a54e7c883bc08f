// Throwaway: which pages lack og:image / JSON-LD (deleted after measuring).
const origin = process.argv[2] ?? 'http://127.0.0.1:8440';
const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/^https?:\/\/[^/]+/, origin));
const stats = { total: 0, og: 0, ld: 0 };
const missing = { og: [], ld: [] };
for (const url of urls) {
  const html = await (await fetch(url)).text();
  stats.total++;
  const og = /property="og:image"/.test(html);
  const lds = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1])['@type']);
  if (og) stats.og++; else missing.og.push(url.replace(origin, ''));
  if (lds.length) stats.ld++; else missing.ld.push(url.replace(origin, ''));
  if (process.env.V) console.log(url.replace(origin, ''), og ? 'og' : '--', lds.join(','));
}
console.log(stats);
console.log('no og:image:', missing.og.map((p) => p.replace(/\d+/, 'N')).filter((p, i, a) => a.indexOf(p) === i).join(' '));
console.log('no JSON-LD:', missing.ld.map((p) => p.replace(/\d+/, 'N')).filter((p, i, a) => a.indexOf(p) === i).join(' '));
