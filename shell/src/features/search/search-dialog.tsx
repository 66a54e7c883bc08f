/**
 * The search pop-up's dialog: a search field that sends the visitor to /zoeken?q=<text>. A native
 * modal <dialog> (showModal): the browser keeps focus inside, closes it on Escape and makes the
 * page behind inert; closing returns focus to the 'Zoeken' button, as does a click beside it. It
 * hangs below the header bar at its right edge, undimmed, and scrolls with the page as before.
 */
import { css } from '@emotion/react';
import { Button, CONTROLS } from '@kerk/kit/design-system';
import { pathTo, useNavigate } from '@kerk/kit/router';
import { setSearchOpen, useAppDispatch } from '@kerk/kit/store';
import { texts } from '@kerk/kit/texts';
import { useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';

/**
 * Where the dialog goes: below the bar the button sits in (its positioned parent), at its right
 * edge. In the top layer `position: absolute` is relative to the document, so it scrolls with the page.
 */
function placeBelowBar(trigger: HTMLElement | null) {
  const bar = trigger?.offsetParent?.getBoundingClientRect();
  return bar ? { top: bar.bottom + window.scrollY, right: document.documentElement.clientWidth - bar.right } : { top: 0, right: 0 };
}

export function SearchDialog({ id, trigger }: { id: string; trigger: RefObject<HTMLButtonElement | null> }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [place, setPlace] = useState(() => placeBelowBar(trigger.current));

  useLayoutEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
    input.current?.focus();
    const follow = () => setPlace(placeBelowBar(trigger.current));
    window.addEventListener('resize', follow);
    return () => window.removeEventListener('resize', follow);
  }, [trigger]);

  const close = (returnFocus = true) => {
    // Out of the top layer at once, so the page behind can take focus again; the store follows.
    dialog.current?.close();
    dispatch(setSearchOpen(false));
    if (returnFocus) trigger.current?.focus();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate({ pathname: pathTo('search'), search: `?q=${encodeURIComponent(input.current?.value ?? '')}` });
    close(false);
  };

  return (
    <dialog
      ref={dialog}
      id={id}
      aria-label={texts.common.search}
      // Escape: closed through the store at once, so the 'Zoeken' button is not a step behind (then
      // any other way the browser closes it, e.g. when it does not let a page cancel a second Escape).
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onClose={() => dispatch(setSearchOpen(false))}
      // A click beside the pop-up lands on the <dialog> itself (its backdrop): its form fills it.
      onClick={(e) => e.target === e.currentTarget && close()}
      css={(t) => css`
        position: absolute; inset: ${place.top}px ${place.right}px auto auto; margin: 0 ${t.space(4)} 0 0; padding: 0;
        width: min(24rem, calc(100% - ${t.space(8)})); max-width: none; max-height: none;
        background: ${t.colors.surface}; color: ${t.colors.text}; border: 1px solid ${t.colors.border};
        border-radius: ${t.radius}; box-shadow: 0 8px 24px rgb(0 0 0 / 0.2);
        &::backdrop { background: transparent; }
      `}
    >
      <form role="search" action={pathTo('search')} method="get" onSubmit={submit} css={(t) => css`display: flex; flex-wrap: wrap; gap: ${t.space(2)}; align-items: end; padding: ${t.space(4)};`}>
        <label css={css`flex: 1 1 12rem; min-width: 0; display: flex; flex-direction: column; font-size: 0.9rem;`}>
          {texts.common.searchLabel}
          <input
            ref={input}
            type="search"
            name="q"
            placeholder={texts.common.searchPlaceholder}
            css={(t) => css`font: inherit; width: 100%; padding: ${t.space(2)}; min-height: 44px; border: 1px solid ${t.colors[CONTROLS.field.border]}; background: ${t.colors[CONTROLS.field.fill]}; color: ${t.colors[CONTROLS.field.text]}; border-radius: ${t.radius};`}
          />
        </label>
        <Button type="submit">{texts.common.searchSubmit}</Button>
      </form>
    </dialog>
  );
}
