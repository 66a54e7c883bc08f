/**
 * Header bar (spec §2): logo to /, an e-mail icon button, the search pop-up and the main menu —
 * horizontal from md, a hamburger "Menu" with a drawer below it.
 */
import { css } from '@emotion/react';
import { selectSettings, setDrawerOpen, useAppDispatch, useAppSelector } from '@kerk/kit/store';
import { texts } from '@kerk/kit/texts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import logo from '../../assets/logo.svg';
import { Drawer } from './drawer';
import { MainMenu } from './main-menu';
import type { MenuItem } from './menu-items';

const iconButton = css`
  display: inline-flex; align-items: center; justify-content: center; min-width: 44px; min-height: 44px;
  background: none; border: 0; color: inherit; cursor: pointer; font: inherit; text-decoration: none;
`;

export function Header({ items, search }: { items: MenuItem[]; search: ReactNode }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.ui.drawerOpen);
  const title = useAppSelector(selectSettings)?.title || texts.common.siteName;
  return (
    <header css={(t) => css`background: ${t.colors.primary}; color: ${t.colors.onPrimary};`}>
      <div
        css={(t) => css`
          max-width: ${t.maxWidth}; margin: 0 auto; padding: ${t.space(2)} ${t.space(4)};
          display: flex; align-items: center; gap: ${t.space(3)}; flex-wrap: wrap; min-height: 4.5rem;
        `}
      >
        <Link to="/" css={(t) => css`display: flex; align-items: center; gap: ${t.space(2)}; color: inherit; text-decoration: none; font-family: ${t.font.heading}; font-size: 1.2rem; margin-right: auto;`}>
          <img src={logo} alt="" width={40} height={40} />
          <span>{title}</span>
        </Link>
        <div css={(t) => css`display: none; ${t.mq.md} { display: block; }`}>
          <MainMenu items={items} />
        </div>
        <Link to="/contact" aria-label={texts.common.mailButton} title={texts.common.mailButton} css={iconButton}>
          <span aria-hidden="true" css={css`font-size: 1.4rem;`}>✉</span>
        </Link>
        {search}
        <button
          type="button"
          aria-expanded={open}
          onClick={() => dispatch(setDrawerOpen(true))}
          css={(t) => css`${iconButton}; ${t.mq.md} { display: none; }`}
        >
          <span aria-hidden="true" css={css`font-size: 1.4rem; margin-right: 0.25rem;`}>☰</span>
          {texts.common.menu}
        </button>
      </div>
      <Drawer items={items} />
    </header>
  );
}
