import type { RemoteRoute } from './route-types';

/** Paths served by mf-community. */
export const communityRoutes: RemoteRoute[] = [{ path: '/gemeente', module: 'mf_community/CongregationPage' }];
