/**
 * Typography (issues 4, 11 and 12): ANBI tables on a phone (tabular, right-aligned amounts that
 * never break, headers that never break inside a word, a table box that scrolls instead of the
 * page), nothing broken inside e-mail addresses, phone numbers, dates or amounts, service-card
 * labels that leave their values whole, and a readable measure for body text on a wide screen.
 */
import { expect, test } from './fixtures';
import { brokenWords, linesOf, measureOf, pageOverflows } from './support/line-breaks';

for (const width of [390, 320]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('ANBI amounts are tabular, right-aligned, one line each; headers never break inside a word', async ({ page }) => {
      await page.goto('/anbi');
      const finance = page.locator('[data-section="finance"]');
      await expect(finance.locator('table')).toHaveCount(3);
      const amounts = finance.locator('tbody .num');
      expect(await amounts.count()).toBeGreaterThan(40);
      for (const cell of await linesOf(amounts)) expect(cell, `"${cell.text}" on one line`).toMatchObject({ lines: 1 });
      // Their column headers ('Rekening 2024') align with them; they may wrap between words.
      const styles = await finance.locator('.num').evaluateAll((cells) => cells.map((c) => ({ align: getComputedStyle(c).textAlign, figures: getComputedStyle(c).fontVariantNumeric })));
      for (const style of styles) {
        expect(style.align).toBe('right');
        expect(style.figures).toContain('tabular-nums');
      }
      expect(await brokenWords(page.locator('main th, main td'))).toEqual([]);
    });

    test('a wide ANBI table scrolls in its own named, focusable box; the page never scrolls sideways', async ({ page }) => {
      await page.goto('/anbi');
      const boxes = page.locator('[data-section="finance"] [data-table-scroll]');
      await expect(boxes).toHaveCount(3);
      await expect(boxes.first()).toHaveAttribute('role', 'region');
      await expect(boxes.first()).toHaveAttribute('tabindex', '0');
      await expect(boxes.first()).toHaveAccessibleName('Tabel: Baten en lasten in euro’s');
      await expect(page.getByRole('region', { name: 'Tabel: Algemene gegevens' })).toBeVisible();
      expect(await pageOverflows(page.locator('body'))).toBe(false);
      if (width === 320) {
        const scrolls = await boxes.evaluateAll((els) => els.map((el) => el.scrollWidth > el.clientWidth));
        expect(scrolls).toContain(true);
        const wide = boxes.nth(scrolls.indexOf(true));
        await wide.focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => wide.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      }
    });

    test('e-mail addresses, phone numbers and dates each stay on one line', async ({ page }) => {
      for (const path of ['/anbi', '/privacy', '/gemeente/college-van-kerkrentmeesters-cvk', '/nieuws']) {
        await page.goto(path);
        await expect(page.getByRole('contentinfo').locator('a[href^="mailto:"]')).toBeVisible();
        const unbreakable = page.locator('main a[href^="mailto:"], main a[href^="tel:"], main time, footer a[href^="mailto:"], footer a[href^="tel:"]');
        const found = await linesOf(unbreakable);
        expect(found.length, path).toBeGreaterThan(1);
        for (const item of found) expect(item, `${path}: "${item.text}" on one line`).toMatchObject({ lines: 1 });
        expect(await pageOverflows(page.locator('body')), path).toBe(false);
      }
    });
  });
}

for (const width of [320, 390, 920, 1024, 1280]) {
  test(`service-card labels leave every value whole at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/diensten');
    const cards = page.locator('[data-service-id]');
    await expect(cards.first()).toBeVisible();
    const facts = cards.locator('dt, dd');
    expect(await facts.count()).toBeGreaterThan(10);
    expect(await brokenWords(facts)).toEqual([]);
    await expect(cards.locator('dd', { hasText: 'Vluchtelingenwerk' }).first()).toBeVisible();
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const path of ['/privacy', '/anbi']) {
    test(`${path}: body text runs to at most about 75 characters a line`, async ({ page }) => {
      await page.goto(path);
      const paragraphs = page.locator('main [data-rich-text] > p');
      await expect(paragraphs.nth(3)).toBeVisible();
      const measures = await measureOf(paragraphs);
      expect(measures.filter((m) => m.longestLine > 60).length, 'paragraphs of several full lines').toBeGreaterThan(2);
      for (const m of measures) {
        expect(m.widthInCh).toBeLessThanOrEqual(75);
        expect(m.longestLine).toBeLessThanOrEqual(78);
      }
    });
  }
});
