/**
 * Dutch phone numbers as written on the site (`024 123 12 34`, `06 12 34 56 78`, `0487 12 40 18`,
 * `+31 24 123 12 34`) kept on one line: their spaces become non-breaking spaces, so a narrow
 * screen never breaks a number over two lines. Used where phones are rendered (footer, team) and
 * on rich text as it enters the database (churches, confidants and other pages).
 */
const PHONE_NUMBER = /(?:\+31 ?|\b0)\d{1,3}(?: \d{2,4}){1,4}\b/g;

/** The text with the spaces inside every phone number replaced by U+00A0. */
export function keepPhonesTogether(text: string): string {
  return text.replace(PHONE_NUMBER, (number) => number.replace(/ /g, '\u00a0'));
}
