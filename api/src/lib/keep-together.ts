/**
 * Non-breaking spaces inside the things a line must never split (issue 11): an amount after its
 * euro sign ("€ 17.700"), a Dutch phone number written in groups ("024 123 12 34") and a date
 * with its month written out ("1 september 2025"), the phone numbers through the kit's rule. Applied to rich text as it enters the database
 * (sanitize.ts), so editors need not type them. Search is unaffected: SQLite's FTS5 tokenizer
 * treats U+00A0 as a separator like any space.
 */
import { keepPhonesTogether } from '@kerk/kit/texts';

const NBSP = '\u00a0';
const MONTHS = 'januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december';

const AMOUNT = /€ (?=[−-]?\d)/g;
const DATE = new RegExp(`(?<!\\d)\\d{1,2} (?:${MONTHS}) \\d{4}(?!\\d)`, 'gi');

const glue = (match: string) => match.replace(/ /g, NBSP);

export function keepTogether(text: string): string {
  // Phone numbers follow the kit's one rule, the one the footer and the team pages use too.
  return keepPhonesTogether(text.replace(AMOUNT, `€${NBSP}`).replace(DATE, glue));
}
