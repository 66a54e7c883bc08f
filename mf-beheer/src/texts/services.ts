/** The Dutch texts of the Kerkdiensten section (issue 16). */
import type { RoosterField } from '@kerk/kit/content-types';

const listFormat = new Intl.ListFormat('nl', { type: 'conjunction' });

/** What a rooster column may hold, by the field it fills; the columns themselves come from the kit (ROOSTER_COLUMNS). */
const columnNotes: Partial<Record<RoosterField, string>> = {
  date: 'bijvoorbeeld 6-12-2026, 13-12 of zo 13 december 2026 (verplicht). Zonder jaartal nemen we de eerstvolgende.',
  time: 'bijvoorbeeld 10:00 (verplicht)',
  church: 'de naam van de kerk of het dorp (verplicht)',
  music: 'bijvoorbeeld Organist: Jan de Vries',
  collections: 'meer doelen gescheiden door ;',
  streamed: 'ja of nee',
  streamUrl: 'https-link naar kerkdienstgemist.nl of YouTube',
  recordingUrl: 'https-link naar kerkdienstgemist.nl of YouTube',
};

export const servicesTexts = {
  title: 'Kerkdiensten',
  intro: 'Hier zet u de kerkdiensten op de website: datum en tijd, kerk, voorganger en of de dienst wordt uitgezonden.',
  loading: 'Bezig met laden…',
  loadError: 'De kerkdiensten konden niet worden geladen. Probeer het later opnieuw.',
  add: 'Dienst toevoegen',
  showPast: 'Toon eerdere diensten',
  showUpcoming: 'Toon komende diensten',
  trash: 'Prullenbak',
  import: 'Rooster inlezen',
  back: 'Terug naar de lijst',
  empty: 'Er staan hier geen diensten.',
  columns: { when: 'Datum en tijd', church: 'Kerk', preacher: 'Voorganger', streamed: 'Uitgezonden', actions: 'Acties' },
  yes: 'ja',
  no: 'nee',
  edit: 'Wijzigen',
  copy: 'Dienst kopiëren',
  copied: (date: string) => `De dienst is gekopieerd naar ${date}.`,
  remove: 'Verwijderen',
  removed: 'De dienst staat nu in de prullenbak.',
  restored: 'De dienst is teruggezet.',
  form: {
    save: 'Opslaan',
    saving: 'Bezig met opslaan…',
    saved: 'De dienst is opgeslagen.',
  },
  /** What the Prullenbak calls them, and its column for one. */
  things: 'diensten',
  thing: 'Dienst',
  importView: {
    title: 'Rooster inlezen',
    intro: 'Lees een rooster in uit een CSV-bestand of een Excel-bestand (.xlsx). Eerst ziet u wat er wordt ingelezen; er wordt pas iets opgeslagen als u op "Importeren" klikt.',
    columnsTitle: 'Zet de namen van de kolommen samen in één regel (een titel erboven mag):',
    columnNotes,
    existing: 'Staat er op die datum en tijd al een dienst in die kerk? Dan wordt die bijgewerkt. Een lege cel laat staan wat er al is.',
    example: 'Voorbeeldbestand downloaden (CSV)',
    file: 'Kies het bestand',
    check: 'Bekijken',
    previewTitle: (good: number, all: number) => `${good} van de ${all} diensten kunnen worden ingelezen.`,
    fileNotes: 'Over het bestand',
    unreadColumn: (name: string) => `Kolom '${name}' wordt niet gelezen.`,
    skipped: (rows: number[]) =>
      `${rows.length === 1 ? '1 regel' : `${rows.length} regels`} zonder datum en kerk ${rows.length === 1 ? 'is' : 'zijn'} overgeslagen (${rows.length === 1 ? 'rij' : 'rijen'} ${listFormat.format(rows.map(String))}).`,
    columnsPreview: { row: 'Rij', service: 'Dienst', result: 'Resultaat' },
    /** What happens with a row, said next to its icon. */
    status: { error: 'Fout', new: 'Nieuw', update: 'Wordt bijgewerkt', same: 'Staat er al, ongewijzigd' },
    typed: (value: string) => `U schreef: ${value}`,
    submit: 'Importeren',
    done: (imported: number, updated: number) =>
      `${imported === 1 ? '1 dienst is' : `${imported} diensten zijn`} ingelezen${updated > 0 ? ` en ${updated === 1 ? '1 dienst is' : `${updated} diensten zijn`} bijgewerkt` : ''}.`,
  },
} as const;
