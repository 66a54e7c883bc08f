/**
 * A collection purpose's SEPA QR code (issue 34), as the service page and /geven show it: the API's
 * SVG, black on white in both colour schemes (banking apps read it so), with its alt text. In the
 * served HTML: it works without JavaScript.
 */
import { css } from '@emotion/react';

import { giving } from '../../texts/nl/giving';

export interface GivingQrProps {
  /** The purpose's id (`data-qr`) and name (the alt text). */
  purpose: { id: number; name: string; qrSvg: string };
  /** Width in CSS pixels; never wider than its column. */
  size?: number;
}

export function GivingQr({ purpose, size = 240 }: GivingQrProps) {
  return (
    <div
      role="img"
      aria-label={giving.qrAlt(purpose.name)}
      data-qr={purpose.id}
      css={css`
        width: ${size}px;
        max-width: 100%;
        background: #fff;
        border-radius: 4px;
        line-height: 0;
        & svg {
          width: 100%;
          height: auto;
        }
      `}
      // The SVG is the API's own rendering of the code (qrcode), no visitor's text.
      dangerouslySetInnerHTML={{ __html: purpose.qrSvg }}
    />
  );
}
