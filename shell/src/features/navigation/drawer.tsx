/**
 * Small-screen navigation (spec §2/§4): the hamburger "Menu" opens a side drawer; "Sluiten",
 * Escape, a navigation or widening the window to md closes it. Nested groups expand and collapse
 * by their toggle with a 400 ms animation. A native modal <dialog> (showModal): the browser moves
 * focus in, keeps Tab inside, closes it on Escape and makes the page behind inert; closing it by
 * hand returns focus to the button that opened it, a tap on the dimmed page closes it too. It looks
 * like the header: the logo and site name on navy, the current page marked (aria-current) and its
 * branch in bold, the theme switch at the bottom; the page behind it does not scroll while it is open.
 */
import { css, Global, useTheme, type Theme } from '@emotion/react';
import { ChevronDownIcon, CloseIcon } from '@kerk/kit/design-system';
import { setDrawerOpen, useAppDispatch, useAppSelector, useSettings } from '@kerk/kit/store';
import { texts } from '@kerk/kit/texts';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, NavLink, useLocation } from '@kerk/kit/router';

import logo from '../../assets/logo.svg';
import { isActive, type MenuItem } from './menu-items';

export const COLLAPSE_MS = 400;

// Only the page itself is aria-current (every link has `end`); its parents are marked in bold.
const drawerLink = (level: number) => (t: Theme) => css`
  display: block; flex: 1; padding: ${t.space(3)} ${t.space(3)}; color: inherit; text-decoration: none;
  font-weight: ${level === 0 ? 600 : 400}; border-left: 4px solid transparent;
  &:hover { text-decoration: underline; }
  &.active-branch { font-weight: 700; }
  /* Marked by its bar and bold type: a fill a shade off the drawer's would read as a faint control (WCAG 1.4.11). */
  &[aria-current='page'] { border-left-color: ${t.colors.action}; font-weight: 700; }
`;

function DrawerGroup({ item, level = 0 }: { item: MenuItem; level?: number }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => isActive(item, pathname));
  const id = useId();
  const children = item.children;
  return (
    <li css={(t) => (level === 0 ? css`border-bottom: 1px solid ${t.colors.border};` : undefined)}>
      <div css={css`display: flex; align-items: center; justify-content: space-between;`}>
        <NavLink to={item.to} end className={isActive(item, pathname) ? 'active-branch' : undefined} css={drawerLink(level)}>
          {item.title}
        </NavLink>
        {children ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={id}
            aria-label={open ? texts.common.closeSubmenu(item.title) : texts.common.openSubmenu(item.title)}
            onClick={() => setOpen((o) => !o)}
            css={(t) => css`display: inline-flex; align-items: center; justify-content: center; min-width: 44px; min-height: 44px; background: none; border: 0; color: inherit; cursor: pointer; padding: ${t.space(2)};`}
          >
            <ChevronDownIcon css={css`transition: transform ${COLLAPSE_MS}ms; transform: rotate(${open ? 180 : 0}deg);`} />
          </button>
        ) : null}
      </div>
      {children ? (
        <div
          id={id}
          data-state={open ? 'open' : 'closed'}
          css={css`
            display: grid;
            grid-template-rows: ${open ? '1fr' : '0fr'};
            visibility: ${open ? 'visible' : 'hidden'};
            transition: grid-template-rows ${COLLAPSE_MS}ms ease, visibility ${COLLAPSE_MS}ms;
          `}
        >
          <ul css={(t) => css`overflow: hidden; list-style: none; margin: 0; padding-left: ${t.space(4)};`}>
            {children.map((child) => (
              <DrawerGroup key={child.to} item={child} level={level + 1} />
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

export interface DrawerProps {
  items: MenuItem[];
  /** The button that opened the drawer: it gets focus back when the visitor closes the drawer. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Shown below the menu (the theme switch). */
  footer?: ReactNode;
}

export function Drawer({ items, returnFocusTo, footer }: DrawerProps) {
  const open = useAppSelector((s) => s.ui.drawerOpen);
  const dispatch = useAppDispatch();
  const theme = useTheme();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const title = useSettings()?.title || texts.common.siteName;
  /** Closes it: by hand, focus goes back to "Menu"; after following a link, the new page takes it. */
  const close = (returnFocus = true) => {
    // Out of the top layer at once, so the page behind can take focus again; the store follows.
    dialog.current?.close();
    dispatch(setDrawerOpen(false));
    if (returnFocus) returnFocusTo?.current?.focus();
  };

  // Mounted on opening (and removed on closing): shown modal at once, focus on "Sluiten".
  useLayoutEffect(() => {
    if (!open || !dialog.current) return;
    if (!dialog.current.open) dialog.current.showModal();
    closeButton.current?.focus();
  }, [open]);
  // A navigation closes it (not the first render: the drawer is mounted when it first opens).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dispatch(setDrawerOpen(false));
  }, [pathname, dispatch]);
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${theme.breakpoints.md}px)`);
    const onChange = (e: MediaQueryListEvent) => e.matches && dispatch(setDrawerOpen(false));
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [dispatch, theme.breakpoints.md]);

  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      // Implied by <dialog>, but said outright: "Menu" announces a dialog (aria-haspopup), and not
      // every screen reader maps the element (older VoiceOver, html-validate's checks).
      role="dialog"
      aria-label={texts.common.mainMenu}
      // Escape: closed through the store at once, so "Menu" is not a step behind (then any other
      // way the browser closes it, e.g. when it does not let a page cancel a second Escape).
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onClose={() => dispatch(setDrawerOpen(false))}
      // Only a tap on the backdrop lands on the <dialog> itself: its content fills it.
      onClick={(e) => e.target === e.currentTarget && close()}
      css={(t) => css`
        inset: 0 auto 0 0; width: min(22rem, 88vw); height: 100%; max-width: none; max-height: none;
        margin: 0; padding: 0; border: 0; overflow-y: auto; overscroll-behavior: contain;
        background: ${t.colors.surface}; color: ${t.colors.text};
        box-shadow: 4px 0 24px rgb(0 0 0 / 0.25);
        &::backdrop { background: rgb(0 0 0 / 0.45); }
        /* The links and toggles fill the drawer's width: their focus ring is drawn inside them, or the
           drawer's edge (and a group's clipping) would cut it off. */
        & a:focus-visible, & button:focus-visible { outline-offset: -3px; }
      `}
    >
      {/* The page behind stays where it is: no scrolling it by wheel or touch while the drawer is open. */}
      <Global styles={css`:root { overflow: hidden; }`} />
      {/* A link closes it before the new page renders, so that page can take focus (not inert behind it). */}
      <div onClick={(e) => (e.target as Element).closest('a') && close(false)} css={css`display: flex; flex-direction: column; min-height: 100%;`}>
        <div
          css={(t) => css`
            display: flex; align-items: center; gap: ${t.space(2)}; padding: ${t.space(2)} ${t.space(2)} ${t.space(2)} ${t.space(4)};
            min-height: 4.5rem; background: ${t.colors.primary}; color: ${t.colors.onPrimary};
            & :focus-visible { outline-color: ${t.colors.accentOnPrimary}; }
          `}
        >
          <Link
            to="/"
            css={(t) => css`display: flex; align-items: center; gap: ${t.space(2)}; flex: 1; min-width: 0; color: inherit; text-decoration: none; font-family: ${t.font.heading}; font-size: 1.05rem; line-height: 1.25;`}
          >
            <img src={logo} alt="" width={40} height={40} css={css`flex: none;`} />
            <span>{title}</span>
          </Link>
          <button
            ref={closeButton}
            type="button"
            onClick={() => close()}
            css={(t) => css`
              display: inline-flex; flex-direction: column; align-items: center; justify-content: center; flex: none;
              min-width: 44px; min-height: 44px; padding: ${t.space(1)}; background: none; border: 0; color: inherit;
              font: inherit; font-size: 0.75rem; cursor: pointer;
            `}
          >
            <CloseIcon />
            {texts.common.close}
          </button>
        </div>
        <nav aria-label={texts.common.mainMenu} css={(t) => css`padding: ${t.space(2)} 0;`}>
          <ul css={css`list-style: none; margin: 0; padding: 0;`}>
            {items.map((item) => (
              <DrawerGroup key={item.to} item={item} />
            ))}
          </ul>
        </nav>
        {footer ? <div css={(t) => css`margin-top: auto; padding: ${t.space(4)}; border-top: 1px solid ${t.colors.border};`}>{footer}</div> : null}
      </div>
    </dialog>
  );
}
