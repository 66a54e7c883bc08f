/**
 * Issue 31's button system: navy marks what is chosen or current (tabs, menu and drawer markers, the
 * skip link), orange is for badges only (and the live block's edge, a badge of the whole card).
 * Walks pages in both themes, the phone drawer open, and lists every element drawn in the
 * secondary colour outside those.
 */
import { PALETTES, type ColourScheme } from '@kerk/kit/tokens';
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

const rgbOf = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** Elements (outside badges and the live block) with the colour as text, fill, a drawn border or an underline. */
function paintedIn(page: Page, colour: string): Promise<string[]> {
  return page.evaluate((rgb) => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.closest('[data-badge], [data-live-block]')) continue;
      const s = getComputedStyle(el);
      const borders = (['Top', 'Right', 'Bottom', 'Left'] as const).filter((side) => parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 && s.getPropertyValue(`border-${side.toLowerCase()}-color`) === rgb && s.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none');
      const underline = s.textDecorationLine !== 'none' && s.textDecorationColor === rgb;
      const shadow = s.boxShadow.includes(rgb);
      if (s.color === rgb || s.backgroundColor === rgb || borders.length > 0 || underline || shadow) {
        found.push(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} “${(el.textContent ?? '').trim().slice(0, 30)}”`);
      }
    }
    return found;
  }, colour);
}

for (const theme of ['light', 'dark'] as ColourScheme[]) {
  test(`orange only on badges, in the ${theme} theme`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
    const orange = rgbOf(PALETTES[theme].secondary);
    for (const path of ['/', '/agenda', '/zoeken?q=kerk', '/gemeente/kerkenraad', '/zijstroom', '/geven', '/deze-pagina-bestaat-niet']) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await paintedIn(page, orange), `${path}: drawn in orange`).toEqual([]);
    }
    // The drawer on a phone, at the page it marks as current.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/gemeente/kerkenraad');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await paintedIn(page, orange), 'the open drawer: drawn in orange').toEqual([]);
  });
}
