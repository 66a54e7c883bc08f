/**
 * The header's search pop-up (spec §2/§4): a button named 'Zoeken' opens a small dialog; submitting
 * sends the visitor to /zoeken?q=<text> (no emptiness check, spec §5) and closes it.
 */
import { css } from '@emotion/react';
import { Button } from '@kerk/kit/design-system';
import { setSearchOpen, useAppDispatch, useAppSelector } from '@kerk/kit/store';
import { texts } from '@kerk/kit/texts';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

export function SearchPopup() {
  const open = useAppSelector((s) => s.ui.searchOpen);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const close = (returnFocus = true) => {
    dispatch(setSearchOpen(false));
    if (returnFocus) trigger.current?.focus();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(`/zoeken?q=${encodeURIComponent(input.current?.value ?? '')}`);
    close(false);
  };

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
        <div
          id={id}
          role="dialog"
          aria-label={texts.common.search}
          onKeyDown={(e) => e.key === 'Escape' && close()}
          css={(t) => css`
            position: absolute; right: 0; top: 100%; z-index: 30; width: min(24rem, 90vw);
            background: ${t.colors.surface}; color: ${t.colors.text}; border: 1px solid ${t.colors.border};
            border-radius: ${t.radius}; padding: ${t.space(4)}; box-shadow: 0 8px 24px rgb(0 0 0 / 0.2);
          `}
        >
          <form role="search" onSubmit={submit} css={(t) => css`display: flex; gap: ${t.space(2)}; align-items: end;`}>
            <label css={css`flex: 1; display: flex; flex-direction: column; font-size: 0.9rem;`}>
              {texts.common.searchLabel}
              <input
                ref={input}
                type="search"
                name="q"
                placeholder={texts.common.searchPlaceholder}
                css={(t) => css`font: inherit; padding: ${t.space(2)}; min-height: 44px; border: 1px solid ${t.colors.controlBorder}; background: ${t.colors.surface}; color: ${t.colors.text}; border-radius: ${t.radius};`}
              />
            </label>
            <Button type="submit">{texts.common.searchSubmit}</Button>
          </form>
        </div>
      ) : null}
    </div>
  );
}
