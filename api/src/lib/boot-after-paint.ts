/**
 * The shell's scripts run only after the page's main content is painted (issue 17, LCP).
 *
 * The shell's index.html loads its scripts with `defer`: they run as soon as they have arrived and
 * the document is parsed. On a server-rendered page that raced the first paint: when the scripts
 * arrived first, the browser evaluated them (and started the app) before painting the article's
 * image or even the first text, so the largest paint came after all the JavaScript, on a phone too,
 * and Lighthouse counted the whole download in LCP (why LCP varied from 0.9 to 2.2 s run to run).
 *
 * So every deferred script becomes a `<meta name="kerk-boot" content="{src}">` (nothing is fetched
 * yet) and a small inline loader adds the scripts, in their order, once the document is parsed, the
 * browser has reported its first contentful paint (a PerformanceObserver: the frame was really
 * shown, which on a slow compositor is later than two animation frames), the page's LCP images
 * (`fetchpriority="high"`, kit `Picture` with `priority`) are decoded (`img.decode()`: loaded is
 * not enough, an SVG was still painted a frame after the scripts ran), and two more frames have
 * passed; at most BOOT_IMAGE_WAIT_MS after the document was parsed. A page without server HTML (an
 * empty #root: the server render is off) has nothing to paint first, so no first contentful paint
 * would come: its scripts start at once, not BOOT_IMAGE_WAIT_MS later on a blank page. The CSP allows
 * that one inline script by its hash (`BOOT_LOADER_CSP_HASH`).
 *
 * Not even a low-priority preload: a script downloaded before the paint shares a phone's bandwidth
 * with the HTML and the LCP image, and Lighthouse counts every script that finished downloading
 * before the LCP in it (LCP was 0.8 s or 2.1 s on the same page, depending on which came first).
 * The page is server-rendered, so until the scripts run it reads and its links work.
 *
 * In lib/ because both the page (site/site-html.ts) and the security headers (plugins/external/helmet.ts) read it.
 */
import { createHash } from 'node:crypto';

/** How long the app's start waits for a slow LCP image (a phone on a bad connection). */
export const BOOT_IMAGE_WAIT_MS = 1500;

const DEFERRED_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;

/** The loader: the same text on every page, so that one CSP hash allows it. */
export const BOOT_LOADER = `(function(){var d=document,go=false,wait=2;
function start(){if(go)return;go=true;d.querySelectorAll('meta[name="kerk-boot"]').forEach(function(m){var s=d.createElement('script');s.src=m.content;s.async=false;d.head.appendChild(s);});}
function one(){if(--wait===0)requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0);});});}
function painted(){try{new PerformanceObserver(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();one();}}).observe({type:'paint',buffered:true});}catch(e){one();}}
function ready(){var root=d.getElementById('root');if(d.visibilityState==='hidden'||!root||!root.firstElementChild)return start();setTimeout(start,${BOOT_IMAGE_WAIT_MS});painted();
var images=d.querySelectorAll('img[fetchpriority="high"]'),n=images.length;if(!n)return one();
images.forEach(function(i){function done(){if(--n===0)one();}i.decode().then(done,done);});}
if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',ready);else ready();})();`;

/** The CSP source that allows the loader (script-src). */
export const BOOT_LOADER_CSP_HASH = `'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`;

/**
 * The shell's index.html with its deferred scripts started by the loader: each becomes a
 * `<meta name="kerk-boot" content="{src}">` in its place, and the loader follows the last one. A template without deferred scripts is returned as it is.
 */
export function bootAfterPaint(shell: string): string {
  const preloads = shell.replace(DEFERRED_SCRIPT, (_tag, src: string) => `<meta name="kerk-boot" content="${src}">`);
  if (preloads === shell) return shell;
  const end = preloads.indexOf('>', preloads.lastIndexOf('name="kerk-boot"')) + 1;
  return `${preloads.slice(0, end)}<script>${BOOT_LOADER}</script>${preloads.slice(end)}`;
}
