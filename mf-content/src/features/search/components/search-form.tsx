/**
 * The search box of /zoeken, filled with the current query. Submitting moves to `?q=<text>`; like
 * the header's pop-up it has no emptiness check (spec §5): an empty search shows the hint.
 * The page keys it by the query, so a new ?q= (e.g. from the header's pop-up) refills the box.
 */
import { css } from '@emotion/react';
import { Button, CONTROLS } from '@kerk/kit/design-system';
import { texts } from '@kerk/kit/texts';
import { useId, useState, type FormEvent } from 'react';
import { pathTo, useNavigate } from '@kerk/kit/router';

export function SearchForm({ query }: { query: string }) {
  const [value, setValue] = useState(query);
  const navigate = useNavigate();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate({ search: `?q=${encodeURIComponent(value)}` });
  };
  return (
    // A real GET form to /zoeken?q=: without the script the browser sends it and the server answers.
    <form role="search" action={pathTo('search')} method="get" onSubmit={submit} css={(t) => css`display: flex; flex-wrap: wrap; gap: ${t.space(2)}; align-items: end; margin-bottom: ${t.space(6)};`}>
      <div css={css`flex: 1 1 16rem; display: flex; flex-direction: column;`}>
        <label htmlFor={id} css={css`font-weight: 600;`}>
          {texts.common.searchLabel}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={texts.common.searchPlaceholder}
          css={(t) => css`font: inherit; min-height: 44px; padding: ${t.space(2)}; border: 1px solid ${t.colors[CONTROLS.field.border]}; border-radius: ${t.radius}; background: ${t.colors[CONTROLS.field.fill]}; color: ${t.colors[CONTROLS.field.text]};`}
        />
      </div>
      <Button type="submit">{texts.common.searchSubmit}</Button>
    </form>
  );
}
