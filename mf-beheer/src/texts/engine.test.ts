import { defineContentType, placeType } from '@kerk/kit/content-types';

import { sectionTextsOf } from './engine';

const roomType = defineContentType({
  kind: 'room',
  resource: 'rooms',
  section: 'zalen',
  names: { one: 'zaaltje', many: 'zaaltjes', article: 'het', newTitle: 'Nieuw zaaltje', editTitle: 'Zaaltje wijzigen' },
  fields: { name: { kind: 'text', label: 'Naam', max: 60 } },
});

describe('sectionTextsOf', () => {
  it("makes a 'de' type's texts from its names", () => {
    const t = sectionTextsOf(placeType);
    expect([t.title, t.add, t.empty, t.loadError]).toEqual(['Plaatsen', 'Plaats toevoegen', 'Er zijn nog geen plaatsen.', 'De plaatsen konden niet worden geladen. Probeer het later opnieuw.']);
    expect([t.removed, t.restored, t.form.saved]).toEqual(['De plaats staat nu in de prullenbak.', 'De plaats is teruggezet.', 'De plaats is opgeslagen.']);
  });

  it("says 'het' for a 'het' type", () => {
    const t = sectionTextsOf(roomType);
    expect([t.title, t.removed, t.restored, t.form.saved]).toEqual(['Zaaltjes', 'Het zaaltje staat nu in de prullenbak.', 'Het zaaltje is teruggezet.', 'Het zaaltje is opgeslagen.']);
  });
});
