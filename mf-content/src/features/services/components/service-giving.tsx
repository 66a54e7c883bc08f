/**
 * A service's collections on its page (issue 34): each purpose, linked to its place on /geven when
 * it is active, and the SEPA QR code of the first (of the service's day) so the beamer can show
 * it, with its alt text, the account written out and its PNG. In the served HTML (no JavaScript
 * needed); nothing when the service has no purposes.
 */
import { css } from '@emotion/react';
import { GivingQr } from '@kerk/kit/design-system';
import { Link, pathTo } from '@kerk/kit/router';
import { skipToken } from '@kerk/kit/store';

import { texts } from '../../../texts';
import { useGetServiceGivingQuery, type Service } from '../api/services-api';

const t = texts.content.services.giving;

export function ServiceGiving({ service }: { service: Service }) {
  const { data } = useGetServiceGivingQuery(service.purposes.length > 0 ? service.id : skipToken);
  if (!data || data.length === 0) return null;
  const first = data[0]!;
  return (
    <section aria-labelledby="service-giving" css={css`margin-top: 2rem;`}>
      <h2 id="service-giving">{t.heading}</h2>
      <h3 css={css`font-size: 1.1rem;`}>{t.purposes}</h3>
      <ul>
        {data.map((purpose) => (
          <li key={purpose.id}>{purpose.active ? <Link to={{ pathname: pathTo('giving'), hash: `#doel-${purpose.id}` }}>{purpose.name}</Link> : purpose.name}</li>
        ))}
      </ul>
      {first.qrSvg ? (
        <figure css={css`margin: 1rem 0 0;`}>
          <GivingQr purpose={first} />
          <figcaption css={css`margin-top: 0.5rem;`}>
            <strong>{t.qrOf(first.name)}</strong>. {t.intro} {t.iban(first.iban, first.holder)}.{' '}
            <a href={first.qrPng} download>
              {t.png}
            </a>
          </figcaption>
        </figure>
      ) : null}
      <p>
        <Link to={pathTo('giving')}>{t.all}</Link>
      </p>
    </section>
  );
}
