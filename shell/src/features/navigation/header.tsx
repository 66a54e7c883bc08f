/**
 * Header bar (spec §2): logo to /, an e-mail icon button, the search pop-up and the main menu —
 * horizontal from md (with the dark-mode toggle), a hamburger "Menu" with a drawer below it. It
 * holds on one row at every width from md: nothing in it wraps, the site name gives way first.
 */
import { css, type Theme } from '@emotion/react';
import { MailIcon, MenuIcon } from '@kerk/kit/design-system';
import { setDrawerOpen, useAppDispatch, useAppSelector, useSettings } from '@kerk/kit/store';
import { texts } from '@kerk/kit/texts';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, pathTo } from '@kerk/kit/router';

import logo from '../../assets/logo.svg';
import { MainMenu } from './main-menu';
import type { MenuItem } from './menu-items';
import { NoScriptMenu } from './no-script-menu';

/**
 * The site name arrives with the settings, after the first paint, and is longer than the fallback.
 * So that the header does not change size then (layout shift), the name has a row of its own below
 * lg (up to two lines in a fixed height on a phone), with the menu and the buttons on the row below
 * it: between md and lg the name, the menu and 'Zoeken' do not fit on one row (issue 31: the name
 * was cut at 920 px, 'Zoeken' lost its word). From lg it stays on one line beside the menu.
 */
const logoLink = (t: Theme) => css`
  display: flex; align-items: center; gap: ${t.space(2)}; margin-right: auto; flex: 1 1 auto; min-width: 0;
  color: inherit; text-decoration: none; font-family: ${t.font.heading}; font-size: 1.2rem; line-height: 1.25;
  img { flex: none; }
  ${t.mq.belowLg} { flex-basis: 100%; min-height: 3rem; }
  ${t.mq.md} { span { white-space: nowrap; } }
`;

// The drawer is for small screens and only after a tap on "Menu": its code loads then, not with the page.
const Drawer = lazy(() => import(/* webpackChunkName: "drawer" */ './drawer').then((m) => ({ default: m.Drawer })));

const iconButton = css`
  display: inline-flex; align-items: center; justify-content: center; gap: 0.375rem; min-width: 44px; min-height: 44px;
  flex: none; white-space: nowrap; background: none; border: 0; color: inherit; cursor: pointer; font: inherit; text-decoration: none;
`;

export interface HeaderProps {
  items: MenuItem[];
  search: ReactNode;
  /** The dark-mode toggle, shown in the bar from md. */
  themeToggle?: ReactNode;
  /** The theme switch, shown at the bottom of the drawer. */
  themeSwitch?: ReactNode;
}

export function Header({ items, search, themeToggle, themeSwitch }: HeaderProps) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.ui.drawerOpen);
  const title = useSettings()?.title || texts.common.siteName;
  const menuButton = useRef<HTMLButtonElement>(null);
  const [drawerUsed, setDrawerUsed] = useState(open);
  useEffect(() => {
    if (open) setDrawerUsed(true);
  }, [open]);
  return (
    <header css={(t) => css`background: ${t.colors.primary}; color: ${t.colors.onPrimary};`}>
      <div
        css={(t) => css`
          max-width: ${t.maxWidth}; margin: 0 auto; padding: ${t.space(2)} ${t.space(4)};
          display: flex; align-items: center; gap: ${t.space(3)}; flex-wrap: wrap; justify-content: flex-end; min-height: 4.5rem;
          position: relative; /* the search pop-up hangs from the bar's right edge */
          ${t.mq.lg} { flex-wrap: nowrap; }
          ${t.mq.mdToLg} { gap: ${t.space(1)}; }
          /* The kit's orange focus ring is too faint on navy (WCAG 1.4.11): a lighter accent on the bar,
             but not inside the white sub-menus and the search pop-up. */
          & :focus-visible:not(ul ul *):not(dialog *) { outline-color: ${t.colors.accentOnPrimary}; }
        `}
      >
        <Link to="/" css={logoLink}>
          <img src={logo} alt="" width={40} height={40} />
          <span>{title}</span>
        </Link>
        {/* Without JavaScript its sub-menus cannot open: the noscript list of all pages stands in for it. */}
        <div data-script-only="" css={(t) => css`display: none; ${t.mq.md} { display: block; flex: none; }`}>
          <MainMenu items={items} />
        </div>
        <Link to={pathTo('contact')} aria-label={texts.common.mailButton} title={texts.common.mailButton} css={iconButton} data-no-print>
          <MailIcon />
        </Link>
        {search}
        {/* The buttons that need the script are hidden without it (data-script-only, the shell's index.html). */}
        {themeToggle ? <div data-script-only="" css={(t) => css`display: none; ${t.mq.md} { display: block; }`}>{themeToggle}</div> : null}
        <button
          ref={menuButton}
          type="button"
          data-script-only=""
          aria-expanded={open}
          aria-haspopup="dialog"
          onClick={() => dispatch(setDrawerOpen(true))}
          css={(t) => css`${iconButton}; ${t.mq.md} { display: none; }`}
        >
          <MenuIcon />
          {texts.common.menu}
        </button>
        <NoScriptMenu items={items} />
      </div>
      {drawerUsed || open ? (
        <Suspense fallback={null}>
          <Drawer items={items} returnFocusTo={menuButton} footer={themeSwitch} />
        </Suspense>
      ) : null}
    </header>
  );
}
