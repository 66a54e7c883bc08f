/**
 * The rooster's columns come from the declaration of `serviceType`: every field a visitor sees or a
 * service needs that one cell can hold, in form order, under the header roosters use and the label.
 * The notes (rich text) and the purposes (ids; read by their names under "Collectedoelen") are not.
 */
import { ROOSTER_COLUMNS } from './rooster';
import { serviceType } from './services';

describe('ROOSTER_COLUMNS', () => {
  it('has a column for each public or required field a cell can hold, Muzikale medewerking too', () => {
    expect(ROOSTER_COLUMNS.map((c) => [c.field, c.header, c.required])).toEqual([
      ['date', 'Datum', true],
      ['time', 'Tijd', true],
      ['church', 'Kerk', true],
      ['preacher', 'Voorganger', false],
      ['season', 'Zondag of thema', false],
      ['music', 'Muzikale medewerking', false],
      ['collections', 'Collectedoelen', false],
      ['streamed', 'Uitgezonden', false],
      ['streamUrl', 'Link uitzending', false],
      ['recordingUrl', 'Link opname', false],
    ]);
  });

  it('finds a column under its label as well as its short header', () => {
    const streamUrl = ROOSTER_COLUMNS.find((c) => c.field === 'streamUrl')!;
    expect(streamUrl.names).toEqual(['Link uitzending', serviceType.fields.streamUrl.label]);
  });
});
