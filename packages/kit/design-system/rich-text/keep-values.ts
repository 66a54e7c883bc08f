/**
 * KeepTogether for page text: every date, time and amount in the text of stored HTML becomes one
 * unbreakable span ('van 13.00 tot 16.00 uur', '€ 17.700'), as it is rendered, on the server and in
 * the browser alike. Only text between tags is read, never a tag or its attributes; the HTML was
 * sanitized as it entered the database.
 */
import { UNBREAKABLE_VALUE } from '../theme/tokens';

const TEXT_BETWEEN_TAGS = />([^<]+)</g;

export const keepValuesTogether = (html: string): string =>
  html.replace(TEXT_BETWEEN_TAGS, (_match, text: string) => `>${text.replace(new RegExp(UNBREAKABLE_VALUE.source, 'g'), (value) => `<span data-nowrap="">${value}</span>`)}<`);
