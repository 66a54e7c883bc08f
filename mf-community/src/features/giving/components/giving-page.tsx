/**
 * /geven (issue 34): the `giving` page's texts, then every active collection purpose with its QR
 * code, account and links (`GET /giving`). Rendered on the server with its data, so the QR codes
 * are in the served HTML.
 */
import { css } from '@emotion/react';
import { CardSkeletons, RetryAlert, TextColumn } from '@kerk/kit/design-system';
import { StorePage } from '@kerk/kit/page';

import { texts } from '../../../texts';
import { useGetGivingQuery } from '../api/giving-api';
import { PurposeGiving } from './purpose-giving';

const t = texts.community.giving;

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
`;

function Purposes() {
  const { data, isLoading, isError, refetch } = useGetGivingQuery();
  let body;
  if (isLoading) body = <CardSkeletons count={2} listCss={list} title={{ height: '1.6rem', width: '40%' }} lines={8} />;
  else if (isError || !data) body = <RetryAlert message={t.loadError} onRetry={() => void refetch()} />;
  else if (data.length === 0) body = <p>{t.empty}</p>;
  else
    body = (
      <ul css={list}>
        {data.map((purpose) => (
          <li key={purpose.id}>
            <PurposeGiving purpose={purpose} />
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="geven-doelen">
      <h2 id="geven-doelen">{t.heading}</h2>
      {body}
    </section>
  );
}

export function GivingPage() {
  return (
    <TextColumn>
      <StorePage name="giving" beforeContent={<Purposes />} />
    </TextColumn>
  );
}
