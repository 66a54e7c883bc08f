/**
 * The header's search pop-up (spec §2/§4): a button named 'Zoeken' opens a small dialog; submitting
 * sends the visitor to /zoeken?q=<text> (no emptiness check, spec §5) and closes it. The dialog's
 * code loads on the first click, not with the page.
 */
import { css } from '@emotion/react';
import { setSearchOpen, useAppDispatch, useAppSelector } from '@kerk/kit/store';
import { texts } from '@kerk/kit/texts';
import { lazy, Suspense, useId, useRef } from 'react';

const SearchDialog = lazy(() => import(/* webpackChunkName: "search-dialog" */ './search-dialog').then((m) => ({ default: m.SearchDialog })));

export function SearchPopup() {
  const open = useAppSelector((s) => s.ui.searchOpen);
  const dispatch = useAppDispatch();
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();

  return (
    <div css={css`position: relative;`}>
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => dispatch(setSearchOpen(!open))}
        css={(t) => css`min-width: 44px; min-height: 44px; background: none; border: 0; color: inherit; cursor: pointer; font: inherit; padding: ${t.space(2)};`}
      >
        <span aria-hidden="true">⌕ </span>
        {texts.common.search}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog id={id} trigger={trigger} />
        </Suspense>
      ) : null}
    </div>
  );
}
