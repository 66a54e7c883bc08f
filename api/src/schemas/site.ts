/** GET /api/site/preview.png and /api/site/logo.png: the site's own images. */
import { Type } from '@sinclair/typebox';

import { commonErrors } from './common';

const pngSchema = (summary: string) =>
  ({
    tags: ['site'],
    summary,
    produces: ['image/png'],
    response: {
      200: Type.String({ description: 'De afbeelding (image/png)' }),
      304: Type.Null({ description: 'Niet gewijzigd (If-None-Match)' }),
      ...commonErrors,
    },
  }) as const;

export const getSitePreviewSchema = pngSchema('Het linkvoorbeeld van de website (PNG, 1200 × 630): og:image van elke pagina zonder eigen afbeelding');
export const getSiteLogoSchema = pngSchema('Het logo van de website (PNG, 512 × 512), voor de gestructureerde gegevens');
