/** Texts of mf-agenda (spec §2 Agenda, /evenement/{id}; §4 Agenda states). */
type Unit = 'maand' | 'week' | 'dag';

export const agenda = {
  tabs: { current: 'Huidig', future: 'Toekomst', label: 'Weergave van de agenda' },
  // `show`: the period choice's button, there only without JavaScript.
  periods: { month: 'Maand', week: 'Week', day: 'Dag', legend: 'Periode', show: 'Toon periode' },
  empty: 'Er zijn geen evenementen gepland.',
  navigation: {
    previous: { maand: 'Vorige maand', week: 'Vorige week', dag: 'Vorige dag' } as Record<Unit, string>,
    next: { maand: 'Volgende maand', week: 'Volgende week', dag: 'Volgende dag' } as Record<Unit, string>,
  },
  /** Heading of a week: 'Week 48: 23-11-2026 t/m 29-11-2026'. */
  weekHeading: (week: number, range: string) => `Week ${week}: ${range}`,
  /** Read out after the list changed. */
  count: (shown: number, total: number) =>
    total === 0 ? 'Geen evenementen' : shown < total ? `${shown} van ${total} evenementen` : total === 1 ? '1 evenement' : `${total} evenementen`,
  /** 'Toekomst' from a later page on (without JavaScript, after 'Bekijk meer'): which of the period's events these are. */
  range: (first: number, last: number, total: number) => (first === last ? `Evenement ${first} van ${total}` : `Evenementen ${first}–${last} van ${total}`),
  /** Back to the period's first events, from a later page. */
  fromStart: 'Terug naar de eerste evenementen',
  /**
   * @deprecated Lists are no longer named (the section around one is, by its heading); kept for
   * agenda builds made against an older kit.
   */
  listLabel: 'Evenementen',
  when: 'Wanneer',
  allDay: 'hele dag',
  /** An all-day event has no clock time: one fact 'Datum' says its day, or 'van … t/m …' its days. */
  wholeDays: { label: 'Datum', from: 'van' },
  /** A recurring event: the API's Dutch description of its recurrence ("Elke week op dinsdag"). */
  recurrence: 'Herhaling',
  /** One occurrence of a series held at another time: from when the recurrence had it ('van vrijdag 18-12-2026 10.00'). */
  moved: { label: 'Verplaatst', from: 'van' },
  loadFailed: 'De evenementen konden niet worden geladen.',
  invalidDate: 'De datum in het adres bestaat niet. U ziet nu de agenda rond vandaag.',
  viewEventFor: (title: string) => `Bekijk Evenement: ${title}`,
  subscribe: {
    title: 'De agenda in uw eigen agenda',
    link: 'Abonneer op de agenda',
    copy: 'Werkt de link niet in uw agenda-app? Voeg dan een agenda toe via internet met dit adres:',
  },
  event: {
    directions: 'Routebeschrijving',
    newWindow: '(opent in een nieuw venster)',
    addToCalendar: 'Zet in agenda',
    backToAgenda: 'Terug naar de agenda',
  },
  widget: {
    empty: 'Er zijn de komende tijd geen evenementen gepland.',
    all: 'Naar de agenda',
    fallbackTitle: 'Programma en evenementen',
  },
} as const;
