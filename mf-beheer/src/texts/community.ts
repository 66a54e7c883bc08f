/**
 * The Dutch texts of the sections "Pastoraal team", "Kerken" and "Taakgroepen en
 * vertrouwenspersonen" (issue 16). Field labels, help and the rules' messages are the content
 * types' declarations (`@kerk/kit/content-types`), the same the API answers with.
 */

const form = {
  save: 'Opslaan',
  saving: 'Bezig met opslaan…',
};

export const photoFieldTexts = {
  label: 'Foto',
  none: 'Geen foto uit de fotobibliotheek gekozen.',
  chosen: 'Er is een foto uit de fotobibliotheek gekozen.',
  drawing: (file: string) => `Zonder foto toont de site de tekening (${file}).`,
  noDrawing: 'Zonder foto toont de site geen afbeelding.',
  choose: 'Foto kiezen uit de bibliotheek',
  change: 'Andere foto kiezen',
  remove: 'Foto weghalen',
  altFromLibrary: 'De beschrijving (alt-tekst) komt uit de fotobibliotheek; u wijzigt hem onder "Foto\'s".',
  uploadTitle: 'Of een nieuwe foto uploaden',
  file: 'Foto (JPEG, PNG of WebP, tot 15 MB)',
  alt: 'Beschrijving van de foto',
  altHint: 'Wat staat er op de foto? Voor wie de foto niet kan zien.',
  upload: 'Uploaden',
  uploading: 'Bezig met uploaden…',
  forget: 'Deze foto niet gebruiken',
};

export const pastorsTexts = {
  title: 'Pastoraal team',
  intro: 'Hier houdt u de gegevens van de predikanten en andere teamleden bij: functie, dorpen, contactgegevens, foto en een korte introductie.',
  loading: 'Bezig met laden…',
  loadError: 'Het pastoraal team kon niet worden geladen. Probeer het later opnieuw.',
  add: 'Teamlid toevoegen',
  trash: 'Prullenbak',
  back: 'Terug naar de lijst',
  empty: 'Er staan nog geen teamleden op de site.',
  columns: { name: 'Naam', role: 'Functie', areas: 'Dorpen', order: 'Volgorde', actions: 'Acties' },
  edit: 'Wijzigen',
  remove: 'Verwijderen',
  removed: 'Het teamlid staat nu in de prullenbak.',
  restored: 'Het teamlid is teruggezet.',
  things: 'teamleden',
  thing: 'Teamlid',
  form: {
    ...form,
    saved: 'Het teamlid is opgeslagen.',
  },
} as const;

export const churchesTexts = {
  title: 'Kerken',
  intro: 'Hier wijzigt u het adres, de beschrijving, de foto en de toegankelijkheid van de zeven kerken.',
  fixed: 'De zeven kerken horen bij de vaste locaties van de gemeente. Daarom kunt u hier geen kerk toevoegen of verwijderen, alleen de gegevens wijzigen.',
  loading: 'Bezig met laden…',
  loadError: 'De kerken konden niet worden geladen. Probeer het later opnieuw.',
  back: 'Terug naar de lijst',
  columns: { name: 'Kerk', address: 'Adres', actions: 'Acties' },
  edit: 'Wijzigen',
  restored: 'De eerdere versie van de kerk is teruggezet.',
  form: {
    ...form,
    editTitle: (name: string) => `${name} wijzigen`,
    saved: 'De kerk is opgeslagen.',
  },
} as const;

export const taskGroupsTexts = {
  title: 'Taakgroepen en vertrouwenspersonen',
  intro:
    "De pagina's van de taakgroepen en van de vertrouwenspersonen zijn gewone pagina's van de site. U wijzigt hun teksten (wat de groep doet, hoe u meedoet, de leden; wie de vertrouwenspersonen zijn en hoe u hen bereikt) in de pagina-editor, onder \"Pagina's\".",
  columns: { page: 'Pagina', path: 'Op de site', actions: 'Acties' },
  edit: 'Teksten wijzigen',
  view: 'Bekijken op de site',
} as const;
