/**
 * After a 409: the API's Dutch message (who changed the page, and when), then their version (live
 * now) and the editor's own side by side, as readable text. Nothing is lost: "Mijn versie alsnog
 * publiceren" publishes the editor's text over the new version, "Hun versie overnemen" loads theirs.
 */
import { css } from '@emotion/react';
import { Alert, Button } from '@kerk/kit/design-system';
import { useEffect, useRef } from 'react';

import { pagesTexts } from '../../../texts';
import type { EditablePage, PageTexts } from '../api/pages-api';
import { readableText } from '../../../lib/content/diff-words';

const t = pagesTexts.conflict;

export interface ConflictViewProps {
  message: string;
  theirs: EditablePage;
  mine: PageTexts;
  busy?: boolean;
  onPublishMine: () => void;
  onTakeTheirs: () => void;
}

/** The fields of both versions with their labels; those that differ first named. */
function fieldsOf(theirs: EditablePage, mine: PageTexts) {
  const meta = theirs.name === 'footer' ? [] : [
    { label: pagesTexts.meta.title, theirs: theirs.metaTitle, mine: mine.metaTitle },
    { label: pagesTexts.meta.description, theirs: theirs.metaDescription, mine: mine.metaDescription },
  ];
  const partials = theirs.partials.map((p) => ({ label: p.label, theirs: p.content, mine: mine.partials[p.name] ?? '' }));
  return [...meta, ...partials].filter((field) => field.theirs !== field.mine);
}

function Version({ title, fields, side }: { title: string; fields: ReturnType<typeof fieldsOf>; side: 'theirs' | 'mine' }) {
  return (
    <section aria-label={title} css={(th) => css`flex: 1 1 18rem; border: 1px solid ${th.colors.border}; border-radius: ${th.radius}; padding: ${th.space(3)};`}>
      <h4 css={css`margin-top: 0;`}>{title}</h4>
      {fields.map((field) => (
        <div key={field.label}>
          <h5 css={css`margin-bottom: 0.25rem;`}>{field.label}</h5>
          <p css={css`white-space: pre-wrap; margin-top: 0;`}>{readableText(field[side])}</p>
        </div>
      ))}
    </section>
  );
}

export function ConflictView({ message, theirs, mine, busy, onPublishMine, onTakeTheirs }: ConflictViewProps) {
  const fields = fieldsOf(theirs, mine);
  const heading = useRef<HTMLHeadingElement>(null);
  // It appears below the editor: take the reader there.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [message]);
  return (
    <section aria-labelledby="conflict-title" css={(th) => css`margin: ${th.space(5)} 0;`}>
      <h3 id="conflict-title" ref={heading} tabIndex={-1}>{t.title}</h3>
      <Alert tone="error">{message}</Alert>
      <div css={(th) => css`display: flex; flex-wrap: wrap; gap: ${th.space(4)};`}>
        <Version title={t.theirs} fields={fields} side="theirs" />
        <Version title={t.mine} fields={fields} side="mine" />
      </div>
      <div css={(th) => css`display: flex; flex-wrap: wrap; gap: ${th.space(2)}; margin-top: ${th.space(4)};`}>
        <Button onClick={onPublishMine} disabled={busy}>
          {t.publishMine}
        </Button>
        <Button variant="secondary" onClick={onTakeTheirs} disabled={busy}>
          {t.takeTheirs}
        </Button>
      </div>
    </section>
  );
}
