/** The main menu of spec §2: the kit's site map decides its items and their order. */
import type { MenuItem } from '@kerk/kit/site-map';

export { MENU as menuItems, type MenuItem } from '@kerk/kit/site-map';

/** True when `pathname` is the item's page or (unless exact) below it. */
export const isActive = (menu: MenuItem, pathname: string): boolean =>
  menu.exact || menu.to === '/' ? pathname === menu.to : pathname === menu.to || pathname.startsWith(`${menu.to}/`);
