/** The main menu (desktop hover) and the drawer (mobile) reach every community page. */
import type { Page } from '@playwright/test';

import { expect, isMobile, test } from './fixtures';

interface Target {
  /** Menu path of link names below the top level, e.g. ['Gemeente', 'Taakgroepen', 'VOS']. */
  menu: string[];
  url: RegExp;
  title: string;
}

const TARGETS: Target[] = [
  { menu: ['Gemeente'], url: /\/gemeente$/, title: 'Onze gemeente' },
  { menu: ['Gemeente', 'Kerkenraad'], url: /\/gemeente\/kerkenraad$/, title: 'Kerkenraad' },
  { menu: ['Gemeente', 'Pastoraal team'], url: /\/gemeente\/pastoraal-team$/, title: 'Pastoraal team' },
  { menu: ['Gemeente', 'College van kerkrentmeesters'], url: /\/college-van-kerkrentmeesters-cvk$/, title: 'College van kerkrentmeesters' },
  { menu: ['Gemeente', 'College van diakenen'], url: /\/college-van-diakenen-cvd$/, title: 'College van diakenen' },
  { menu: ['Gemeente', 'Beroepswerk 2025'], url: /\/gemeente\/beroepswerk-2025$/, title: 'Beroepswerk in 2025' },
  { menu: ['Gemeente', 'Taakgroepen'], url: /\/gemeente\/taakgroepen$/, title: 'Taakgroepen' },
  { menu: ['Gemeente', 'Taakgroepen', 'Duurzaamheid'], url: /taakgroep-duurzaamheid$/, title: 'Duurzaamheid' },
  { menu: ['Gemeente', 'Taakgroepen', 'Eredienst'], url: /taakgroep-eredienst$/, title: 'Eredienst' },
  { menu: ['Gemeente', 'Taakgroepen', 'Jeugd'], url: /taakgroep-youth$/, title: 'Jeugd en jongeren' },
  { menu: ['Gemeente', 'Taakgroepen', 'Kunst in de kerk'], url: /taakgroep-kunst-in-de-kerk$/, title: 'Kunst in de kerk' },
  { menu: ['Gemeente', 'Taakgroepen', 'Pastoraat'], url: /taakgroep-pastoraat$/, title: 'Pastoraat' },
  { menu: ['Gemeente', 'Taakgroepen', 'PR en communicatie'], url: /taakgroep-pr-en-communicatie$/, title: 'PR en communicatie' },
  { menu: ['Gemeente', 'Taakgroepen', 'VOS'], url: /taakgroep-vos$/, title: 'VOS: vorming, ontmoeting en spiritualiteit' },
  { menu: ['Onze kerken'], url: /\/onze-kerken$/, title: 'Onze kerken' },
];

/** Desktop: hover each parent, then click the last link. */
async function viaMenu(page: Page, names: string[]) {
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  for (const name of names.slice(0, -1)) await nav.getByRole('link', { name, exact: true }).hover();
  await nav.getByRole('link', { name: names.at(-1)!, exact: true }).click();
}

/** Mobile: open the drawer, expand each parent group, then click the last link. */
async function viaDrawer(page: Page, names: string[]) {
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Hoofdmenu' });
  for (const name of names.slice(0, -1)) {
    // A group slides open in 400 ms: the toggle inside it is clicked once it is in place, and open.
    await drawer.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await drawer.getByRole('button', { name: `Submenu ${name} openen` }).click();
    await expect(drawer.getByRole('button', { name: `Submenu ${name} sluiten` })).toBeVisible();
  }
  await drawer.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await drawer.getByRole('link', { name: names.at(-1)!, exact: true }).click();
  await expect(drawer).toBeHidden();
}

for (const target of TARGETS) {
  test(`the ${target.menu.join(' › ')} menu entry reaches its page`, async ({ page, viewport }) => {
    await page.goto('/vertrouwenspersonen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vertrouwenspersonen');
    await (isMobile(viewport) ? viaDrawer(page, target.menu) : viaMenu(page, target.menu));
    await expect(page).toHaveURL(target.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
  });
}
