/** Routes of the standalone harness: this remote's exposed pages at their spec paths. */
import type { RouteObject } from '@kerk/kit/router';

import AgendaPage from '../exposes/agenda-page';
import EventPage from '../exposes/event-page';
import EventsWidget from '../exposes/events-widget';

export const standaloneRoutes: RouteObject[] = [
  { path: '/agenda', element: <AgendaPage /> },
  { path: '/evenement/:id', element: <EventPage /> },
  // The home widget alone, to see it without the shell.
  { path: '/', element: <EventsWidget /> },
];
