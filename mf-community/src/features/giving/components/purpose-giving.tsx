/**
 * One collection purpose as a visitor gives to it (issue 34): its SEPA QR code (the kit's GivingQr),
 * the IBAN written out, the account holder, the description of the transfer, the payment link when there is one, and the PNG
 * download and printable page for the liturgy and the beamer. The copy button appears once the
 * page runs JavaScript; before that the IBAN is plain text to select.
 */
import { css, type Theme } from '@emotion/react';
import { Button, CARD_PHOTO, Card, GivingQr, Picture, RichText } from '@kerk/kit/design-system';
import { Link, pathTo } from '@kerk/kit/router';
import { useEffect, useState } from 'react';

import { texts } from '../../../texts';
import type { GivingPurpose } from '../api/giving-api';

const t = texts.community.giving;

/** `12.50` → `€ 12,50`. */
export const euro = (amount: string) => `€ ${amount.replace('.', ',')}`;

function CopyIban({ iban }: { iban: string }) {
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  // Only in a browser that can copy: the server's HTML (and a page without JavaScript) shows the text alone.
  useEffect(() => setCanCopy(typeof navigator !== 'undefined' && Boolean(navigator.clipboard)), []);
  if (!canCopy) return null;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          void navigator.clipboard.writeText(iban.replace(/\s/g, '')).then(() => setCopied(true));
        }}
      >
        {t.copy}
      </Button>
      <span role="status" css={css`margin-left: 0.5rem;`}>
        {copied ? t.copied : ''}
      </span>
    </>
  );
}

/** One column on a phone (the IBAN on one line under its label), label and value side by side from 36rem. */
const facts = css`
  margin: 0 0 1rem;
  & dt {
    font-weight: 600;
  }
  & dd {
    margin: 0 0 0.5rem;
    overflow-wrap: anywhere;
  }
  @media (min-width: 36rem) {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25rem 1rem;
    & dd {
      margin: 0;
    }
  }
`;

/** The cards' one shape (16:9, cropped around the centre), as the church cards show their photos. */
const photoStyle = (th: Theme) => css`${CARD_PHOTO.css}; border-radius: ${th.radius}; margin-bottom: 1rem;`;
/** The card fills the text column (45ch, about 30rem wide), the screen's width on a phone. */
const PHOTO_SIZES = '(min-width: 40rem) 30rem, 100vw';

/** The account, the transfer's description and the links of a purpose. */
export function PurposeAccount({ purpose }: { purpose: GivingPurpose }) {
  if (!purpose.iban) return <p>{t.noAccount}</p>;
  return (
    <>
      <dl css={facts}>
        <dt>{t.iban}</dt>
        <dd>
          <span data-iban css={css`font-family: ui-monospace, monospace; font-size: 1.1em; white-space: nowrap; user-select: all;`}>
            {purpose.iban}
          </span>
        </dd>
        <dt>{t.holder}</dt>
        <dd>{purpose.holder}</dd>
        <dt>{t.remittance}</dt>
        <dd>{purpose.remittance}</dd>
        {purpose.amount ? (
          <>
            <dt>{t.amount}</dt>
            <dd>{euro(purpose.amount)}</dd>
          </>
        ) : null}
      </dl>
      <p>
        <CopyIban iban={purpose.iban} />
      </p>
    </>
  );
}

/** A purpose on /geven: description, QR code, account, links. */
export function PurposeGiving({ purpose }: { purpose: GivingPurpose }) {
  const headingId = `doel-${purpose.id}-titel`;
  return (
    <Card as="article" id={`doel-${purpose.id}`} aria-labelledby={headingId} css={css`scroll-margin-top: 5rem;`}>
      <h3 id={headingId} css={css`margin-top: 0;`}>
        {purpose.name}
      </h3>
      {purpose.picture ? <Picture picture={purpose.picture} sizes={PHOTO_SIZES} width={CARD_PHOTO.width} height={CARD_PHOTO.height} css={photoStyle} /> : null}
      {purpose.description ? <RichText html={purpose.description} /> : null}
      <div css={css`display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start;`}>
        {purpose.qrSvg ? (
          <figure css={css`margin: 0; flex: 0 1 240px;`}>
            <GivingQr purpose={purpose} />
            <figcaption css={css`font-size: 0.95rem; margin-top: 0.5rem;`}>{t.qrHint}</figcaption>
          </figure>
        ) : null}
        <div css={css`flex: 1 1 16rem; min-width: 0;`}>
          <PurposeAccount purpose={purpose} />
          <ul css={css`padding-left: 1.2rem; margin: 0;`}>
            {purpose.paymentUrl ? (
              <li>
                <a href={purpose.paymentUrl} rel="noopener noreferrer">
                  {t.pay(purpose.name)}
                </a>
              </li>
            ) : null}
            {purpose.qrPng ? (
              <li>
                <a href={purpose.qrPng} download>
                  {t.png}
                </a>
              </li>
            ) : null}
            <li>
              <Link to={{ pathname: pathTo('givingPrint'), search: `?doel=${purpose.id}` }}>{t.print}</Link>
            </li>
          </ul>
        </div>
      </div>
    </Card>
  );
}
