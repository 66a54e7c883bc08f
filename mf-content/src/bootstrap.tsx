// Standalone harness (`npm run start:standalone -w mf-content`): this remote alone, see @kerk/kit/standalone.
import { mountStandalone } from '@kerk/kit/standalone';

import { standaloneRoutes } from './app/standalone-routes';

mountStandalone(standaloneRoutes, '/privacy');
