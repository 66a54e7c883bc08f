/** The search pop-up's dialog: a search field that sends the visitor to /zoeken?q=<text>. */
import { css } from '@emotion/react';
import { Button } from '@kerk/kit/design-system';
import { useNavigate } from '@kerk/kit/router';
import { setSearchOpen, useAppDispatch } from '@kerk/kit/store';
import { texts } from '@kerk/kit/texts';
import { pathTo } from '@kerk/kit/site-map';
import { useEffect, useRef, type FormEvent, type RefObject } from 'react';

export function SearchDialog({ id, trigger }: { id: string; trigger: RefObject<HTMLButtonElement | null> }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const close = (returnFocus = true) => {
    dispatch(setSearchOpen(false));
    if (returnFocus) trigger.current?.focus();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate({ pathname: pathTo('search'), search: `?q=${encodeURIComponent(input.current?.value ?? '')}` });
    close(false);
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-label={texts.common.search}
      onKeyDown={(e) => e.key === 'Escape' && close()}
      css={(t) => css`
        position: absolute; right: ${t.space(4)}; top: 100%; z-index: 30; width: min(24rem, calc(100% - ${t.space(8)}));
        background: ${t.colors.surface}; color: ${t.colors.text}; border: 1px solid ${t.colors.border};
        border-radius: ${t.radius}; padding: ${t.space(4)}; box-shadow: 0 8px 24px rgb(0 0 0 / 0.2);
      `}
    >
      <form role="search" onSubmit={submit} css={(t) => css`display: flex; flex-wrap: wrap; gap: ${t.space(2)}; align-items: end;`}>
        <label css={css`flex: 1 1 12rem; min-width: 0; display: flex; flex-direction: column; font-size: 0.9rem;`}>
          {texts.common.searchLabel}
          <input
            ref={input}
            type="search"
            name="q"
            placeholder={texts.common.searchPlaceholder}
            css={(t) => css`font: inherit; width: 100%; padding: ${t.space(2)}; min-height: 44px; border: 1px solid ${t.colors.controlBorder}; background: ${t.colors.surface}; color: ${t.colors.text}; border-radius: ${t.radius};`}
          />
        </label>
        <Button type="submit">{texts.common.searchSubmit}</Button>
      </form>
    </div>
  );
}
