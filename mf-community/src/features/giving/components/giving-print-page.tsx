/**
 * /geven/afdrukken?doel=<id>&dag=<YYYY-MM-DD> (issue 34): one purpose for the liturgy and the
 * beamer: its name, a large QR code, the account written out and the transfer's description of that
 * day (today when left out), with "Afdrukken". The site's header and footer are not printed (the
 * shell's print style); the QR code keeps its white ground.
 */
import { css } from '@emotion/react';
import { Button, GivingQr, RetryAlert, Skeleton, TextColumn } from '@kerk/kit/design-system';
import { useDocumentMeta } from '@kerk/kit/page';
import { Link, pathTo, useSearchParams } from '@kerk/kit/router';
import { useEffect, useState } from 'react';

import { texts } from '../../../texts';
import { useGetGivingPurposeQuery } from '../api/giving-api';
import { PurposeAccount } from './purpose-giving';

const t = texts.community.giving;

function PrintButton() {
  const [canPrint, setCanPrint] = useState(false);
  useEffect(() => setCanPrint(typeof window !== 'undefined' && typeof window.print === 'function'), []);
  return canPrint ? (
    <Button onClick={() => window.print()} css={css`@media print { display: none; }`}>
      {t.printButton}
    </Button>
  ) : null;
}

export function GivingPrintPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('doel'));
  const day = /^\d{4}-\d{2}-\d{2}$/.test(params.get('dag') ?? '') ? params.get('dag')! : undefined;
  const valid = Number.isInteger(id) && id > 0;
  const { data, isLoading, isError, error, refetch } = useGetGivingPurposeQuery({ id, day }, { skip: !valid });
  useDocumentMeta(data ? t.printTitle(data.name) : t.printButton);
  const missing = !valid || (isError && typeof error === 'object' && error !== null && 'status' in error && error.status === 404);
  let body;
  if (missing) body = <p role="alert">{t.notFound}</p>;
  else if (isLoading) body = <Skeleton height="480px" />;
  else if (isError || !data) body = <RetryAlert message={t.loadError} onRetry={() => void refetch()} />;
  else
    body = (
      <>
        <h1>{t.printTitle(data.name)}</h1>
        {data.qrSvg ? <GivingQr purpose={data} size={480} /> : null}
        <p>{t.qrHint}</p>
        <PurposeAccount purpose={data} />
        <PrintButton />
      </>
    );
  return (
    <TextColumn>
      {body}
      <p css={css`@media print { display: none; }`}>
        <Link to={pathTo('giving')}>{t.back}</Link>
      </p>
    </TextColumn>
  );
}
