/**
 * Route names: menu titles and breadcrumb titles per path segment (spec §2: each segment is
 * titled from its translated route name).
 */
export const routeNames: Record<string, string> = {
  '': 'Home',
  agenda: 'Agenda',
  anbi: 'ANBI',
  stroom: 'Stroom',
  zijstroom: 'Zijstroom',
  zoeken: 'Zoeken',
  contact: 'Contact',
  privacy: 'Privacy',
  'onze-kerken': 'Onze kerken',
  vertrouwenspersonen: 'Vertrouwenspersonen',
  nieuws: 'Nieuws',
  evenement: 'Evenement',
  diensten: 'Diensten',
  gemeente: 'Gemeente',
  'college-van-diakenen-cvd': 'College van diakenen',
  'college-van-kerkrentmeesters-cvk': 'College van kerkrentmeesters',
  kerkenraad: 'Kerkenraad',
  'pastoraal-team': 'Pastoraal team',
  'beroepswerk-2025': 'Beroepswerk 2025',
  taakgroepen: 'Taakgroepen',
  'taakgroep-kunst-in-de-kerk': 'Kunst in de kerk',
  'taakgroep-vos': 'VOS',
  'taakgroep-youth': 'Jeugd',
  'taakgroep-eredienst': 'Eredienst',
  'taakgroep-pastoraat': 'Pastoraat',
  'taakgroep-pr-en-communicatie': 'PR en communicatie',
  'taakgroep-duurzaamheid': 'Duurzaamheid',
  toegankelijkheid: 'Toegankelijkheid',
};
