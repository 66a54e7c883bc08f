import type { RemoteRoute } from './route-types';

/** Paths served by mf-contact. */
export const contactRoutes: RemoteRoute[] = [{ path: '/contact', module: 'mf_contact/ContactPage' }];
