/**
 * The kind and Dutch label of every seeded partial (issue 15): plain `text` for headings and
 * one-line messages, `minimal` for short texts (an introduction, a home-page block), `essential`
 * for page bodies, `full` for ANBI and the long articles and tables. Declared by partial name,
 * with the pages that need more per page; a seed partial without a declaration stops the seed,
 * so a new one cannot slip in with a guessed kind. A text needing a tag its preset lacks gets the
 * larger preset (test/seed/partial-kinds.test.ts sanitizes every seed text by its kind).
 */
import type { PartialKind } from '@kerk/kit/editing';

export interface PartialDeclaration {
  kind: PartialKind;
  label: string;
}

const text = (label: string): PartialDeclaration => ({ kind: 'text', label });
const minimal = (label: string): PartialDeclaration => ({ kind: 'minimal', label });
const essential = (label: string): PartialDeclaration => ({ kind: 'essential', label });
const full = (label: string): PartialDeclaration => ({ kind: 'full', label });

const BY_NAME: Readonly<Record<string, PartialDeclaration>> = {
  title: text('Titel'),
  intro: minimal('Inleiding'),
  content: essential('Hoofdtekst'),
  empty: text('Tekst als er niets gepland is'),
  subscribe: minimal('Agenda volgen in uw eigen agenda'),
  success: text('Melding na het versturen'),
  failure: text('Melding als het versturen mislukt'),
  people: essential('De vertrouwenspersonen'),
  members: essential('Leden'),
  reach: essential('Bereikbaarheid'),
  join: essential('Meedoen'),
  'services-title': text('Kop boven de kerkdiensten'),
  'events-title': text('Kop boven het programma'),
  'news-title': text('Kop boven de mededelingen'),
  'streams-title': text('Kop boven online meekijken'),
  'book-title': text('Kop boven Stroom'),
  'book-text': minimal('Tekst over Stroom'),
  'paper-title': text('Kop boven Zijstroom'),
  'paper-text': minimal('Tekst over Zijstroom'),
  'booklet-title': text('Kop boven het blauwe boekje'),
  'booklet-text': minimal('Tekst over het blauwe boekje'),
  'pastors-title': text('Kop boven het pastorale team'),
};

/** Per page, where it differs from BY_NAME: ANBI and the articles with tables or of some length. */
const BY_PAGE: Readonly<Record<string, Readonly<Record<string, PartialDeclaration>>>> = {
  anbi: {
    content: full('Gegevens van de kerk'),
    board: full('Bestuur'),
    policy: full('Beleidsplan'),
    remuneration: full('Beloningsbeleid'),
    activities: full('Activiteiten'),
    finance: full('Financiën'),
  },
  book: { content: full('Hoofdtekst') },
  paper: { signup: minimal('Tekst boven het aanmeldformulier') },
  'municipality-professional-work-2025': { content: full('Hoofdtekst') },
  privacy: { content: full('Privacyverklaring') },
  accessibility: { content: full('Toegankelijkheidsverklaring') },
};

/** The footer's partials. */
export const FOOTER_PARTIALS: Readonly<Record<string, PartialDeclaration>> = {
  about: minimal('Over de gemeente'),
  'other-links': essential('Andere links'),
};

/** The declared kind and label of a seed page's partial; throws for one nobody declared. */
export function declaredPartial(page: string, partial: string): PartialDeclaration {
  const declaration = BY_PAGE[page]?.[partial] ?? BY_NAME[partial];
  if (!declaration) throw new Error(`seed: partial ${page}.${partial} has no declared kind (src/seed/partial-kinds.ts)`);
  return declaration;
}

/** The declared kind and label of a footer partial; throws for one nobody declared. */
export function declaredFooterPartial(partial: string): PartialDeclaration {
  const declaration = FOOTER_PARTIALS[partial];
  if (!declaration) throw new Error(`seed: footer partial ${partial} has no declared kind (src/seed/partial-kinds.ts)`);
  return declaration;
}
