import type { RemoteRoute } from './route-types';

/** Paths served by mf-community (its home widget is composed in ../home). */
export const communityRoutes: RemoteRoute[] = [
  { path: '/gemeente', module: 'mf_community/CongregationPage' },
  { path: '/gemeente/kerkenraad', module: 'mf_community/ChurchCouncilPage' },
  { path: '/gemeente/college-van-diakenen-cvd', module: 'mf_community/DeaconsPage' },
  { path: '/gemeente/college-van-kerkrentmeesters-cvk', module: 'mf_community/KerkrentmeestersPage' },
  { path: '/gemeente/pastoraal-team', module: 'mf_community/PastoralTeamPage' },
  // The name segment is optional: the page redirects to the canonical one.
  { path: '/gemeente/pastoraal-team/:id/:name?', module: 'mf_community/PastorPage' },
  { path: '/gemeente/beroepswerk-2025', module: 'mf_community/ProfessionalWorkPage' },
  { path: '/gemeente/taakgroepen', module: 'mf_community/TaskGroupsPage' },
  // Any slug: the page answers 404 for one that is not one of the seven task groups.
  { path: '/gemeente/taakgroepen/:slug', module: 'mf_community/TaskGroupPage' },
  { path: '/vertrouwenspersonen', module: 'mf_community/ConfidantsPage' },
  { path: '/onze-kerken', module: 'mf_community/ChurchesPage' },
];
