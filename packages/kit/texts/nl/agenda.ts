/** Texts of mf-agenda (spec §2 Agenda). */
export const agenda = {
  tabs: { current: 'Huidig', future: 'Toekomst' },
  periods: { month: 'Maand', week: 'Week', day: 'Dag' },
  empty: 'Er zijn geen evenementen gepland.',
} as const;
