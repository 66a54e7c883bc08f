/**
 * After signing in (issue 41): the editor's own drafts waiting, each "U heeft een concept van
 * 'Kerstmarkt' van 22.14 — verder gaan" (the day too when it is not today, as the form's own offer
 * words it) with a link to its form. Shown until dismissed or until the drafts are gone: saving or
 * throwing one away refreshes the list (lib/drafts-api.ts).
 */
import { css } from '@emotion/react';
import { formatDate, formatTime } from '@kerk/kit/dates';
import { Button } from '@kerk/kit/design-system';
import { Link } from '@kerk/kit/router';
import { useState } from 'react';

import { useWaitingDraftsQuery, type WaitingDraft } from '../../../lib/drafts-api';
import { contentTexts } from '../../../texts';

const t = contentTexts.draft.waiting;

/** "U heeft een concept van 'Kerstmarkt' van 22.14", or "… van 20-11-2026 om 22.14" on another day. */
const lineOf = (draft: WaitingDraft, today: string) =>
  formatDate(draft.savedAt) === today ? t.line(draft.title, formatTime(draft.savedAt)) : t.lineOlder(draft.title, formatDate(draft.savedAt), formatTime(draft.savedAt));

export function DraftsBanner() {
  const { data: drafts } = useWaitingDraftsQuery();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !drafts || drafts.length === 0) return null;
  const today = formatDate(Date.now());
  return (
    <section
      aria-label={t.label}
      css={(th) => css`
        display: flex; flex-wrap: wrap; align-items: start; justify-content: space-between; gap: ${th.space(3)};
        border: 2px solid ${th.colors.primary}; border-radius: ${th.radius}; padding: ${th.space(3)} ${th.space(4)}; margin: ${th.space(4)} 0;
      `}
    >
      <ul css={css`list-style: none; padding: 0; margin: 0;`}>
        {drafts.map((draft) => (
          <li key={`${draft.kind}/${draft.ref}`}>
            {lineOf(draft, today)} —{' '}
            <Link to={draft.path} aria-label={t.resumeLabel(draft.title)}>
              {t.resume}
            </Link>
          </li>
        ))}
      </ul>
      <Button variant="ghost" aria-label={t.dismissLabel} onClick={() => setDismissed(true)}>
        {t.dismiss}
      </Button>
    </section>
  );
}
