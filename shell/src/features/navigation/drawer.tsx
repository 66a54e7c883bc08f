/**
 * Small-screen navigation (spec §2/§4): the hamburger "Menu" opens a side drawer; "Sluiten",
 * Escape, a navigation or widening the window to md closes it. Nested groups expand and collapse
 * by their toggle with a 400 ms animation. A modal dialog: focus moves in on open, Tab stays inside,
 * and closing by hand returns focus to the button that opened it.
 */
import { css, useTheme } from '@emotion/react';
import { setDrawerOpen, useAppDispatch, useAppSelector } from '@kerk/kit/store';
import { texts } from '@kerk/kit/texts';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { NavLink, useLocation } from '@kerk/kit/router';

import { trapTab } from './focus-trap';
import { isActive, type MenuItem } from './menu-items';

export const COLLAPSE_MS = 400;

function DrawerGroup({ item }: { item: MenuItem }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => isActive(item, pathname));
  const id = useId();
  const children = item.children;
  return (
    <li>
      <div css={css`display: flex; align-items: center; justify-content: space-between;`}>
        <NavLink to={item.to} end={item.exact} css={(t) => css`display: block; flex: 1; padding: ${t.space(3)} ${t.space(2)}; color: inherit;`}>
          {item.title}
        </NavLink>
        {children ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={id}
            aria-label={open ? texts.common.closeSubmenu(item.title) : texts.common.openSubmenu(item.title)}
            onClick={() => setOpen((o) => !o)}
            css={(t) => css`min-width: 44px; min-height: 44px; background: none; border: 0; color: inherit; font-size: 1.2rem; cursor: pointer; padding: ${t.space(2)};`}
          >
            <span aria-hidden="true" css={css`display: inline-block; transition: transform ${COLLAPSE_MS}ms; transform: rotate(${open ? 180 : 0}deg);`}>
              ▾
            </span>
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
              <DrawerGroup key={child.to} item={child} />
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
}

export function Drawer({ items, returnFocusTo }: DrawerProps) {
  const open = useAppSelector((s) => s.ui.drawerOpen);
  const dispatch = useAppDispatch();
  const theme = useTheme();
  const closeButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const close = () => {
    dispatch(setDrawerOpen(false));
    returnFocusTo?.current?.focus();
  };

  useEffect(() => {
    if (open) closeButton.current?.focus();
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
    <>
      <div aria-hidden="true" onClick={close} css={css`position: fixed; inset: 0; background: rgb(0 0 0 / 0.45); z-index: 40;`} />
      <div
        role="dialog"
        aria-modal="true"
        aria-label={texts.common.mainMenu}
        onKeyDown={(e) => (e.key === 'Escape' ? close() : trapTab(e))}
        css={(t) => css`
          position: fixed; top: 0; bottom: 0; left: 0; z-index: 50; width: min(22rem, 88vw); overflow-y: auto;
          background: ${t.colors.surface}; color: ${t.colors.text}; padding: ${t.space(4)};
          box-shadow: 4px 0 24px rgb(0 0 0 / 0.25);
        `}
      >
        <button ref={closeButton} type="button" onClick={close} css={(t) => css`min-height: 44px; padding: ${t.space(2)} ${t.space(3)}; font: inherit; cursor: pointer;`}>
          {texts.common.close}
        </button>
        <nav aria-label={texts.common.mainMenu}>
          <ul css={css`list-style: none; margin: 0; padding: 0;`}>
            {items.map((item) => (
              <DrawerGroup key={item.to} item={item} />
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
