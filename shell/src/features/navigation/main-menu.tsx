/**
 * Wide-screen menu (spec §2/§4): horizontal, sub-menus up to three levels that open on hover and
 * close when the pointer leaves. For keyboard and screen-reader users every parent has a
 * disclosure button (aria-expanded); Escape closes the open sub-menu and returns focus.
 */
import { css, type Theme } from '@emotion/react';
import { texts } from '@kerk/kit/texts';
import { useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';

import { isActive, type MenuItem } from './menu-items';

const linkStyle = (t: Theme) => css`
  display: block;
  padding: ${t.space(2)} ${t.space(3)};
  color: inherit;
  text-decoration: none;
  white-space: nowrap;
  &[aria-current='page'], &.active-branch { text-decoration: underline; text-decoration-color: ${t.colors.secondary}; text-decoration-thickness: 3px; text-underline-offset: 6px; }
  &:hover { text-decoration: underline; }
`;

function MenuEntry({ item, level }: { item: MenuItem; level: number }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const children = item.children;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    }
  };
  return (
    <li
      onMouseEnter={children ? () => setOpen(true) : undefined}
      onMouseLeave={children ? () => setOpen(false) : undefined}
      onKeyDown={children ? onKeyDown : undefined}
      css={css`position: relative; display: flex; align-items: center;`}
    >
      <NavLink to={item.to} end={item.exact} className={isActive(item, pathname) ? 'active-branch' : undefined} css={linkStyle}>
        {item.title}
      </NavLink>
      {children ? (
        <>
          <button
            ref={toggle}
            type="button"
            aria-expanded={open}
            aria-label={open ? texts.common.closeSubmenu(item.title) : texts.common.openSubmenu(item.title)}
            onClick={() => setOpen((o) => !o)}
            css={(t) => css`background: none; border: 0; color: inherit; cursor: pointer; padding: ${t.space(2)} ${t.space(1)}; font: inherit;`}
          >
            <span aria-hidden="true">{level === 0 ? '▾' : '▸'}</span>
          </button>
          <ul
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
              ${level === 0 ? 'top: 100%; left: 0;' : 'top: 0; left: 100%;'}
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
      <ul css={css`list-style: none; display: flex; flex-wrap: wrap; margin: 0; padding: 0;`}>
        {items.map((item) => (
          <MenuEntry key={item.to} item={item} level={0} />
        ))}
      </ul>
    </nav>
  );
}
