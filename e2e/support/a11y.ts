/**
 * Shared by the accessibility and print specs: the site's routes, waiting until a page has
 * finished loading (no skeletons), the axe-core scan for WCAG 2.1 A/AA, and keyboard helpers.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Every static path of the spec, the accessibility statement and an unknown path (404). */
export const STATIC_ROUTES = [
  '/', '/anbi', '/stroom', '/zijstroom', '/agenda', '/agenda?tab=toekomst', '/zoeken?q=kerk', '/zoeken?q=',
  '/contact', '/privacy', '/onze-kerken', '/vertrouwenspersonen', '/nieuws', '/diensten',
  '/gemeente', '/gemeente/kerkenraad', '/gemeente/college-van-diakenen-cvd', '/gemeente/college-van-kerkrentmeesters-cvk',
  '/gemeente/pastoraal-team', '/gemeente/beroepswerk-2025', '/gemeente/taakgroepen',
  ...['kunst-in-de-kerk', 'vos', 'youth', 'eredienst', 'pastoraat', 'pr-en-communicatie', 'duurzaamheid'].map((g) => `/gemeente/taakgroepen/taakgroep-${g}`),
  '/toegankelijkheid', '/contact/kerkelijk-bureau', '/deze-pagina-bestaat-niet',
  // The editing app's sign-in screen (issue 15).
  '/beheer',
];

interface Listed { id: number; slug?: string }

/** The first record of a list endpoint (`/api/news`, …). */
export async function firstOf(request: APIRequestContext, endpoint: string): Promise<Listed> {
  const res = await request.get(endpoint);
  expect(res.ok(), `${endpoint} answers`).toBe(true);
  const first = ((await res.json()) as { data: Listed[] }).data[0];
  expect(first, `${endpoint} has a record`).toBeTruthy();
  return first!;
}

/** One detail page of each kind, built from the first record the API lists. */
export const DETAIL_ROUTES: Record<string, (request: APIRequestContext) => Promise<string>> = {
  'news article': async (request) => `/nieuws/${(await firstOf(request, '/api/news')).id}`,
  service: async (request) => `/diensten/${(await firstOf(request, '/api/services')).id}`,
  event: async (request) => `/evenement/${(await firstOf(request, '/api/events')).id}`,
  pastor: async (request) => {
    const pastor = await firstOf(request, '/api/pastors');
    return `/gemeente/pastoraal-team/${pastor.id}/${pastor.slug}`;
  },
};

/**
 * Waits until the document has loaded, React has hydrated the server.s page, the route.s
 * remote is mounted and nothing shows a skeleton any more (every list and widget marks its loading
 * state with aria-busy). Not 'networkidle': it adds at least half a second of silence per page and
 * waits on nothing these checks read.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const BACKGROUND = { light: 'rgb(247, 247, 245)', dark: 'rgb(17, 24, 39)' };

/**
 * Loads `path` in the light theme (the default) and runs `check`, then switches to the dark theme
 * and runs it again. The switch is the visitor's own: the theme select in the footer, which
 * re-themes the page in place. With `reload`, for checks that change the page (open a menu or a
 * pop-up), the dark pass instead starts from a fresh load with 'dark' remembered in the theme
 * cookie, as for a returning visitor.
 */
export async function inBothThemes(
  page: Page,
  path: string,
  check: (theme: 'light' | 'dark') => Promise<void>,
  { reload = false }: { reload?: boolean } = {},
): Promise<void> {
  await page.goto(path);
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark' && reload) {
      await page.context().addCookies([{ name: 'theme', value: 'dark', url: page.url() }]);
      await page.reload();
    } else if (theme === 'dark') {
      await page.getByRole('contentinfo').getByLabel('Weergave').selectOption('dark');
    }
    await settle(page);
    await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND[theme]);
    await check(theme);
  }
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core for `page`, run inside the page itself. The default mode gathers each frame's results
 * and merges them in a new blank page — a renderer started per scan, twice the scan's time here;
 * the site has no cross-origin frames that would need it.
 */
export const axeFor = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode(true);

/** The WCAG rules that read colours: the only ones whose outcome a theme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The routes whose header and footer ("the chrome") are scanned with the page: one for each place
 * the main menu can mark (home, agenda, the municipality's branch and its own page, the churches,
 * ANBI), one it does not mark, and the 404 page. The chrome is the same everywhere else, so the other
 * routes scan the page without them: the same rules, on what differs.
 */
export const CHROME_ROUTES: readonly string[] = ['/', '/agenda', '/gemeente', '/gemeente/kerkenraad', '/onze-kerken', '/anbi', '/nieuws', '/deze-pagina-bestaat-niet'];

/**
 * The routes scanned on a phone as well: every route whose header differs (CHROME_ROUTES: there the
 * drawer's marker and the footer's layout are scanned), and one route of each kind of page beyond
 * them (a form, a list, the team's grid, a task group, the search results, the sign-in screen). The
 * rest repeat one of these on a phone (the other task groups, the other bodies, the content pages,
 * another tab of the agenda); they are scanned on desktop, and chrome-layout.spec.ts sweeps every
 * route for sideways scroll at every width.
 */
export const PHONE_ROUTES: readonly string[] = [
  ...CHROME_ROUTES,
  '/stroom', '/zijstroom', '/zoeken?q=kerk', '/contact', '/vertrouwenspersonen', '/diensten', '/gemeente/pastoraal-team',
  '/gemeente/taakgroepen', '/gemeente/taakgroepen/taakgroep-eredienst', '/beheer',
];

/** The shell's header bar and footer (the layout's own children, not a page's <header>). */
const CHROME = ['#root > div > header', '#root > div > footer'];

/**
 * axe-core on the whole page, or with `part` = 'route' without the header bar and footer (the
 * page-wide rules — title, language, landmarks — still run); answers the serious and critical
 * violations, one line each. In the dark theme only the colour rules run: a theme changes colours,
 * not the markup, and the full scan of the same page in the light theme has checked everything
 * else. Only violations are gathered (not the details of every passing node).
 */
export async function seriousViolations(page: Page, theme: 'light' | 'dark' = 'light', part: 'page' | 'route' = 'page'): Promise<string[]> {
  let axe = axeFor(page).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] });
  if (part === 'route') {
    await expect(page.locator(CHROME.join(', ')), 'the header bar and the footer').toHaveCount(2);
    for (const selector of CHROME) axe = axe.exclude(selector);
  }
  const { violations } = await (theme === 'dark' ? axe.withRules(COLOUR_RULES) : axe).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
}

/**
 * Elements that carry a name (`aria-label`, `aria-labelledby`) where it has no place: on a list, a
 * list item, a paragraph or a plain `div`/`span` without a role, the name is ignored or read out
 * inconsistently, so a list is named by the section around it (html-validate's aria-label-misuse).
 */
export async function misplacedNames(page: Page): Promise<string[]> {
  return page.locator('[aria-label], [aria-labelledby]').evaluateAll((elements) =>
    elements
      .filter((el) => !el.hasAttribute('role') && ['OL', 'UL', 'LI', 'DL', 'DT', 'DD', 'P', 'DIV', 'SPAN'].includes(el.tagName))
      .map((el) => `<${el.tagName.toLowerCase()} aria-label="${el.getAttribute('aria-label') ?? ''}" aria-labelledby="${el.getAttribute('aria-labelledby') ?? ''}">`),
  );
}

/** Presses Tab until `target` has focus (keyboard only); fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * WCAG 1.4.11 for the controls on the page as drawn: every visible button, form field and
 * button-looking link with a fill or a border must stand out 3:1 from what it sits on by one of the
 * two; a chosen radio or checkbox by its mark (accent-color). Controls drawn as plain text (no fill,
 * no border: the header's icon buttons, links) are text, which axe's colour rules check. Answers one
 * line per control that does not stand out.
 */
export async function weakControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (colour: string): Rgba => {
      const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, colour.startsWith('rgba') || colour.includes('/') ? a : 1];
    };
    const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba => [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a), 1];
    const luminance = ([r, g, b]: Rgba) =>
      [r, g, b].map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
    const contrast = (x: Rgba, y: Rgba) => {
      const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p);
      return (light! + 0.05) / (dark! + 0.05);
    };
    /** The colour an element is drawn on: the nearest fill behind it. */
    const backdrop = (el: Element): Rgba => {
      for (let node = el.parentElement; node; node = node.parentElement) {
        const fill = parse(getComputedStyle(node).backgroundColor);
        if (fill[3] > 0) return fill[3] < 1 ? over(fill, backdrop(node)) : fill;
      }
      return [255, 255, 255, 1];
    };
    const controls = [...document.querySelectorAll<HTMLElement>('button, input, select, textarea, a')].filter(
      (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility === 'visible' && !(el as HTMLInputElement).disabled && el.closest('[aria-hidden="true"]') === null,
    );
    return controls.flatMap((el) => {
      const style = getComputedStyle(el);
      const behind = backdrop(el);
      const name = `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || (el as HTMLInputElement).name || '').trim().slice(0, 40)}"`;
      if (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')) {
        if (!el.checked || style.accentColor === 'auto') return [];
        const ratio = contrast(parse(style.accentColor), behind);
        return ratio >= 3 ? [] : [`${name} (chosen): its mark ${ratio.toFixed(2)}:1`];
      }
      if (el instanceof HTMLInputElement && el.type === 'hidden') return [];
      const fill = parse(style.backgroundColor);
      const edges: number[] = [];
      // A fill of exactly the colour behind it draws nothing (the drawer's current page, say).
      if (fill[3] > 0 && contrast(over(fill, behind), behind) > 1.001) edges.push(contrast(over(fill, behind), behind));
      if (parseFloat(style.borderTopWidth) >= 1 && style.borderTopStyle !== 'none') edges.push(contrast(over(parse(style.borderTopColor), behind), behind));
      // Drawn as text: no fill and no border of its own.
      if (edges.length === 0) return [];
      const best = Math.max(...edges);
      return best >= 3 ? [] : [`${name}: fill or border ${best.toFixed(2)}:1 against what it sits on`];
    });
  });
}
