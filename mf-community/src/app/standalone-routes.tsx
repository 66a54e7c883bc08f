/** Routes of the standalone harness: this remote's exposed pages at their spec paths. */
import type { RouteObject } from '@kerk/kit/router';

import ChurchCouncilPage from '../exposes/church-council-page';
import ChurchesPage from '../exposes/churches-page';
import ConfidantsPage from '../exposes/confidants-page';
import CongregationPage from '../exposes/congregation-page';
import DeaconsPage from '../exposes/deacons-page';
import KerkrentmeestersPage from '../exposes/kerkrentmeesters-page';
import PastorPage from '../exposes/pastor-page';
import PastoralTeamPage from '../exposes/pastoral-team-page';
import PastoralTeamWidget from '../exposes/pastoral-team-widget';
import ProfessionalWorkPage from '../exposes/professional-work-page';
import TaskGroupPage from '../exposes/task-group-page';
import TaskGroupsPage from '../exposes/task-groups-page';

export const standaloneRoutes: RouteObject[] = [
  { path: '/gemeente', element: <CongregationPage /> },
  { path: '/gemeente/kerkenraad', element: <ChurchCouncilPage /> },
  { path: '/gemeente/college-van-diakenen-cvd', element: <DeaconsPage /> },
  { path: '/gemeente/college-van-kerkrentmeesters-cvk', element: <KerkrentmeestersPage /> },
  { path: '/gemeente/pastoraal-team', element: <PastoralTeamPage /> },
  { path: '/gemeente/pastoraal-team/:id/:name?', element: <PastorPage /> },
  { path: '/gemeente/beroepswerk-2025', element: <ProfessionalWorkPage /> },
  { path: '/gemeente/taakgroepen', element: <TaskGroupsPage /> },
  { path: '/gemeente/taakgroepen/:slug', element: <TaskGroupPage /> },
  { path: '/vertrouwenspersonen', element: <ConfidantsPage /> },
  { path: '/onze-kerken', element: <ChurchesPage /> },
  // The home widget on its own, to work on it without the shell.
  { path: '/widget', element: <PastoralTeamWidget /> },
];
