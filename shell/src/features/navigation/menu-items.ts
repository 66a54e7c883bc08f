/**
 * The main menu of spec §2, in order: home, agenda, municipality (with its children and the task
 * groups as a third level), churches, anbi. Titles are route names from the kit's texts.
 */
import { routeNames } from '@kerk/kit/texts';

export interface MenuItem {
  title: string;
  to: string;
  exact?: boolean;
  children?: MenuItem[];
}

const item = (to: string, children?: MenuItem[], exact = false): MenuItem => ({
  title: routeNames[to.split('/').pop() ?? ''] ?? to,
  to,
  exact,
  ...(children ? { children } : {}),
});

const TG = '/gemeente/taakgroepen';

export const taskGroupItems: MenuItem[] = [
  item(`${TG}/taakgroep-duurzaamheid`),
  item(`${TG}/taakgroep-eredienst`),
  item(`${TG}/taakgroep-youth`),
  item(`${TG}/taakgroep-kunst-in-de-kerk`),
  item(`${TG}/taakgroep-pastoraat`),
  item(`${TG}/taakgroep-pr-en-communicatie`),
  item(`${TG}/taakgroep-vos`),
];

export const menuItems: MenuItem[] = [
  item('/', undefined, true),
  item('/agenda'),
  item('/gemeente', [
    item('/gemeente/kerkenraad'),
    item('/gemeente/pastoraal-team'),
    item('/gemeente/college-van-kerkrentmeesters-cvk'),
    item('/gemeente/college-van-diakenen-cvd'),
    item('/gemeente/beroepswerk-2025'),
    item(TG, taskGroupItems),
  ]),
  item('/onze-kerken'),
  item('/anbi'),
];

/** True when `pathname` is the item's page or (unless exact) below it. */
export const isActive = (menu: MenuItem, pathname: string): boolean =>
  menu.exact || menu.to === '/' ? pathname === menu.to : pathname === menu.to || pathname.startsWith(`${menu.to}/`);
