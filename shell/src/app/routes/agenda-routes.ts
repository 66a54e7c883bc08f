import type { RemoteRoute } from './route-types';

/** Paths served by mf-agenda. */
export const agendaRoutes: RemoteRoute[] = [
  { path: '/agenda', module: 'mf_agenda/AgendaPage' },
  { path: '/evenement/:id', module: 'mf_agenda/EventPage' },
];
