/** "Verder met uw concept van 06.35?": the editor's draft found when a form opens, to resume or throw away. */
import { css } from '@emotion/react';
import { formatDate, formatTime } from '@kerk/kit/dates';
import { Button } from '@kerk/kit/design-system';

import { contentTexts as t } from '../../texts';
import type { Draft } from './collection-api';

/** "Verder met uw concept van 06.35?": resume it, or throw it away. */
export function DraftOffer({ draft, onResume, onDiscard }: { draft: Draft; onResume: () => void; onDiscard: () => void }) {
  const today = formatDate(Date.now()) === formatDate(draft.savedAt);
  const time = formatTime(draft.savedAt);
  return (
    <section aria-labelledby="concept-vraag" role="region" css={(th) => css`border: 2px solid ${th.colors.primary}; border-radius: ${th.radius}; padding: ${th.space(4)}; margin: ${th.space(4)} 0;`}>
      <h3 id="concept-vraag" css={css`margin-top: 0;`}>
        {today ? t.draft.offer(time) : t.draft.offerOlder(formatDate(draft.savedAt), time)}
      </h3>
      <p>{t.draft.offerHelp}</p>
      <div css={(th) => css`display: flex; flex-wrap: wrap; gap: ${th.space(3)};`}>
        <Button onClick={onResume} autoFocus>
          {t.draft.resume}
        </Button>
        <Button variant="ghost" onClick={onDiscard}>
          {t.draft.discard}
        </Button>
      </div>
    </section>
  );
}

