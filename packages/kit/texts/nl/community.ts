/** Texts of mf-community: congregation, bodies, pastoral team, task groups, confidants, churches. */
export const community = {
  overviewTitle: 'Onze gemeente',
} as const;
