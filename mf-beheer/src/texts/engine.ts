/**
 * The Dutch texts of an engine type's section (lib/content/type-section.tsx), made from its
 * declaration's names and introduction, so a new engine type needs no texts file. The words every
 * section shares come from the shared texts (collections.ts, the kit's common).
 */
import type { ContentType } from '@kerk/kit/content-types';
import { common } from '@kerk/kit/texts';

import { collectionTexts } from './collections';
import { contentTexts } from './content';

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The buttons and columns every engine section has. */
export const engineSectionTexts = {
  back: 'Terug naar de lijst',
  edit: 'Wijzigen',
  remove: 'Verwijderen',
  yes: 'Ja',
  no: 'Nee',
  none: '—',
};

export function sectionTextsOf(type: ContentType) {
  const { one, many, article } = type.names;
  const The = capital(article);
  return {
    ...engineSectionTexts,
    title: capital(many),
    intro: type.intro ?? '',
    loading: common.loading,
    loadError: `De ${many} konden niet worden geladen. Probeer het later opnieuw.`,
    add: `${capital(one)} toevoegen`,
    trash: collectionTexts.trashView.title,
    empty: `Er zijn nog geen ${many}.`,
    columns: { actions: collectionTexts.trashView.columns.actions },
    removed: `${The} ${one} staat nu in de prullenbak.`,
    restored: `${The} ${one} is teruggezet.`,
    thing: capital(one),
    things: many,
    form: { save: contentTexts.save, saving: contentTexts.saving, saved: `${The} ${one} is opgeslagen.` },
  };
}

export type SectionTexts = ReturnType<typeof sectionTextsOf>;
