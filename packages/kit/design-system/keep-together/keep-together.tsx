/**
 * A date, a time or an amount is one value to a reader: '29-11-2026', '10.00 uur', '€ 211.000'.
 * A line may break at a dash or a space, so in running text such a value could end up half on the
 * next line ("29-11-" / "2026"). KeepTogether writes each value it finds in a text as one unbreakable
 * span (`data-nowrap`, NO_BREAK_CSS); the rest of the text wraps as before. The same HTML on the
 * server and in the browser. (`<time>` elements and rich text are covered by NO_BREAK_CSS and the
 * API's non-breaking spaces.)
 */
import { Fragment, type ReactNode } from 'react';

import { UNBREAKABLE_VALUE } from '../theme/tokens';

/** `text` with every date, time and amount in it as an unbreakable span. */
export function keepTogether(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(new RegExp(UNBREAKABLE_VALUE.source, 'g'))) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push(
      <span key={match.index} data-nowrap="">
        {match[0]}
      </span>,
    );
    at = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  if (at < text.length) parts.push(text.slice(at));
  return <Fragment>{parts}</Fragment>;
}

/** {@link keepTogether} as a component: `<KeepTogether text={title} />`. */
export function KeepTogether({ text }: { text: string }) {
  return keepTogether(text);
}
