import type { RemoteRoute } from './route-types';

/** Paths served by mf-agenda. */
export const agendaRoutes: RemoteRoute[] = [{ path: '/agenda', module: 'mf_agenda/AgendaPage' }];
