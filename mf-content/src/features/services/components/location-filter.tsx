/** The location filter of /diensten: choosing a village moves to `?locatie=<slug>` (back to page 1). */
import { css } from '@emotion/react';
import { LOCATIONS, texts } from '../../../texts';
import { useId } from 'react';
import { useNavigate } from '@kerk/kit/router';

import { listSearch } from '../utils/url-state';

const t = texts.content.services;

export function LocationFilter({ location }: { location?: string }) {
  const id = useId();
  const navigate = useNavigate();
  return (
    <div data-no-print css={(th) => css`display: flex; flex-wrap: wrap; align-items: center; gap: ${th.space(2)} ${th.space(3)}; margin-bottom: ${th.space(4)};`}>
      <label htmlFor={id} css={css`font-weight: 600;`}>
        {t.filterLabel}
      </label>
      <select
        id={id}
        value={location ?? ''}
        // `search` without a pathname keeps the current path: works in the shell and standalone alike.
        onChange={(event) => navigate({ search: listSearch(event.target.value || undefined, 1) })}
        css={(th) => css`
          font: inherit; min-height: 44px; padding: ${th.space(2)} ${th.space(3)};
          border: 1px solid ${th.colors.controlBorder}; border-radius: ${th.radius};
          background: ${th.colors.surface}; color: ${th.colors.text};
        `}
      >
        <option value="">{t.allLocations}</option>
        {LOCATIONS.map((l) => (
          <option key={l.slug} value={l.slug}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}
