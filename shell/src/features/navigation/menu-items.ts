/** The main menu of spec §2: the kit's site map decides its items and their order. */
import type { MenuItem } from '@kerk/kit/router';

export { MENU as menuItems, type MenuItem } from '@kerk/kit/router';

/** True when `pathname` is the item's page or below it (home only on itself). */
export const isActive = (menu: MenuItem, pathname: string): boolean =>
  menu.to === '/' ? pathname === '/' : pathname === menu.to || pathname.startsWith(`${menu.to}/`);
