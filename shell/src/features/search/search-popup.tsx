/**
 * The header's search pop-up (spec §2/§4): a button named 'Zoeken' opens a small dialog; submitting
 * sends the visitor to /zoeken?q=<text> (no emptiness check, spec §5) and closes it. The dialog's
 * code loads on the first click, not with the page.
 */
import { css } from '@emotion/react';
import { SearchIcon } from '@kerk/kit/design-system';
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
    // Not a positioned box: the dialog hangs from the header bar, so it stays inside a narrow screen.
    // Without JavaScript hidden: the header's noscript form searches instead.
    <div data-script-only="">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => dispatch(setSearchOpen(!open))}
        css={(t) => css`
          display: inline-flex; align-items: center; gap: 0.375rem; white-space: nowrap;
          min-width: 44px; min-height: 44px; background: none; border: 0; color: inherit; cursor: pointer; font: inherit; padding: ${t.space(2)};
        `}
      >
        <SearchIcon />
        <span>{texts.common.search}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog id={id} trigger={trigger} />
        </Suspense>
      ) : null}
    </div>
  );
}
