import { findChromium } from './chromium';
import { measureHome } from './home-load';
async function main() {
  for (let i = 0; i < 2; i++) {
    const r = await measureHome(process.argv[2]!, findChromium()!);
    console.log(r.jsGzipBytes, JSON.stringify(Object.fromEntries(Object.entries(r.byApp).map(([k, v]) => [k, v.gzipBytes]))));
  }
}
void main();
