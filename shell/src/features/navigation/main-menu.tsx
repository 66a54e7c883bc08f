/**
 * Wide-screen menu (spec §2/§4): horizontal, sub-menus up to three levels that open on hover and
 * close when the pointer leaves. For keyboard and screen-reader users every parent has a
 * disclosure button (aria-expanded); Escape closes the open sub-menu and returns focus.
 */
import { css, type Theme } from '@emotion/react';
import { texts } from '@kerk/kit/texts';
import { ChevronDownIcon, ChevronRightIcon } from '@kerk/kit/design-system';
import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from '@kerk/kit/router';

import { isActive, type MenuItem } from './menu-items';
import { useSubmenu } from './use-submenu';

// Top-level links sit on navy (the lighter accent), sub-menu links on the surface (the orange).
const linkStyle = (level: number) => (t: Theme) => css`
  display: block;
  padding: ${t.space(2)} ${t.space(3)};
  ${level === 0 ? `${t.mq.mdToLg} { padding: ${t.space(2)}; }` : ''}
  color: inherit;
  text-decoration: none;
  white-space: nowrap;
  &[aria-current='page'], &.active-branch { text-decoration: underline; text-decoration-color: ${level === 0 ? t.colors.onPrimary : t.colors.action}; text-decoration-thickness: 3px; text-underline-offset: 6px; }
  &:hover { text-decoration: underline; }
`;

function MenuEntry({ item, level }: { item: MenuItem; level: number }) {
  const submenu = useSubmenu();
  const open = submenu.open;
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // A sub-menu that would pass the window's right edge opens the other way (data-flip).
  useLayoutEffect(() => {
    const ul = list.current;
    if (!open || !ul) return;
    ul.removeAttribute('data-flip');
    if (ul.getBoundingClientRect().right > document.documentElement.clientWidth) ul.setAttribute('data-flip', '');
  }, [open]);
  const { pathname } = useLocation();
  const children = item.children;
  // Tabbing past the last link of an open sub-menu closes it, so it does not cover the page.
  const onBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) submenu.close();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      submenu.close();
      toggle.current?.focus();
    }
  };
  return (
    <li
      onMouseEnter={children ? submenu.enter : undefined}
      onMouseLeave={children ? submenu.leave : undefined}
      onKeyDown={children ? onKeyDown : undefined}
      onBlur={children ? onBlur : undefined}
      css={css`position: relative; display: flex; align-items: center;`}
    >
      <NavLink to={item.to} className={isActive(item, pathname) ? 'active-branch' : undefined} css={linkStyle(level)}>
        {item.title}
      </NavLink>
      {children ? (
        <>
          <button
            ref={toggle}
            type="button"
            data-script-only=""
            aria-expanded={open}
            aria-label={open ? texts.common.closeSubmenu(item.title) : texts.common.openSubmenu(item.title)}
            onClick={submenu.toggle}
            css={(t) => css`display: inline-flex; align-items: center; justify-content: center; background: none; border: 0; color: inherit; cursor: pointer; padding: ${t.space(2)} ${t.space(1)}; font: inherit; min-width: 24px; min-height: 24px;`}
          >
            {level === 0 ? <ChevronDownIcon size={18} /> : <ChevronRightIcon size={18} />}
          </button>
          <ul
            ref={list}
            hidden={!open}
            css={(t) => css`
              list-style: none;
              margin: 0;
              padding: ${t.space(1)} 0;
              position: absolute;
              z-index: 20;
              min-width: 16rem;
              background: ${t.colors.surface};
              color: ${t.colors.text};
              border: 1px solid ${t.colors.border};
              border-radius: ${t.radius};
              box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);
              ${level === 0 ? 'top: 100%; left: 0; &[data-flip] { left: auto; right: 0; }' : 'top: 0; left: 100%; &[data-flip] { left: auto; right: 100%; }'}
              & > li { justify-content: space-between; }
            `}
          >
            {children.map((child) => (
              <MenuEntry key={child.to} item={child} level={level + 1} />
            ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}

export function MainMenu({ items }: { items: MenuItem[] }) {
  return (
    <nav aria-label={texts.common.mainMenu}>
      <ul css={css`list-style: none; display: flex; flex-wrap: nowrap; margin: 0; padding: 0;`}>
        {items.map((item) => (
          <MenuEntry key={item.to} item={item} level={0} />
        ))}
      </ul>
    </nav>
  );
}
