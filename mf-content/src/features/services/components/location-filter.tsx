/**
 * The location filter of /diensten: choosing a village moves to `?locatie=<slug>` (back to page 1).
 * It is a GET form to the page itself, whose button exists only without JavaScript (`noscript`):
 * there the server renders the chosen village's services; with it, choosing is enough.
 */
import { css } from '@emotion/react';
import { Button, CONTROLS } from '@kerk/kit/design-system';
import { LOCATIONS, texts } from '../../../texts';
import { useId } from 'react';
import { useNavigate } from '@kerk/kit/router';

import { LOCATION_PARAM, listSearch } from '../utils/url-state';

const t = texts.content.services;

export function LocationFilter({ location }: { location?: string }) {
  const id = useId();
  const navigate = useNavigate();
  return (
    <form method="get" data-no-print css={(th) => css`display: flex; flex-wrap: wrap; align-items: center; gap: ${th.space(2)} ${th.space(3)}; margin-bottom: ${th.space(4)};`}>
      <label htmlFor={id} css={css`font-weight: 600;`}>
        {t.filterLabel}
      </label>
      <select
        id={id}
        name={LOCATION_PARAM}
        value={location ?? ''}
        // `search` without a pathname keeps the current path: works in the shell and standalone alike.
        onChange={(event) => navigate({ search: listSearch(event.target.value || undefined, 1) })}
        css={(th) => css`
          font: inherit; min-height: 44px; padding: ${th.space(2)} ${th.space(3)};
          border: 1px solid ${th.colors[CONTROLS.field.border]}; border-radius: ${th.radius};
          background: ${th.colors[CONTROLS.field.fill]}; color: ${th.colors[CONTROLS.field.text]};
        `}
      >
        <option value="">{t.allLocations}</option>
        {LOCATIONS.map((l) => (
          <option key={l.slug} value={l.slug}>
            {l.name}
          </option>
        ))}
      </select>
      <noscript>
        <Button type="submit" variant="ghost">
          {t.filterSubmit}
        </Button>
      </noscript>
    </form>
  );
}
