/** Villages, e-mail and phone of a member as a description list; empty fields are left out. */
import { css } from '@emotion/react';
import { keepPhonesTogether, texts } from '../../../texts';

import type { PastorSummary } from '../api/pastors-api';
import { areaNames, telHref } from '../utils/pastor-links';

const t = texts.community.pastors;

export function PastorContact({ pastor }: { pastor: PastorSummary }) {
  const areas = areaNames(pastor.areas);
  return (
    <dl
      css={(th) => css`
        display: grid;
        grid-template-columns: auto 1fr;
        gap: ${th.space(1)} ${th.space(3)};
        margin: ${th.space(3)} 0 0;
        dt { font-weight: 600; }
        dd { margin: 0; overflow-wrap: anywhere; }
      `}
    >
      {areas ? (
        <>
          <dt>{t.areas}</dt>
          <dd>{areas}</dd>
        </>
      ) : null}
      {pastor.email ? (
        <>
          <dt>{t.email}</dt>
          <dd>
            <a href={`mailto:${pastor.email}`}>{pastor.email}</a>
          </dd>
        </>
      ) : null}
      {pastor.phone ? (
        <>
          <dt>{t.phone}</dt>
          <dd>
            <a href={telHref(pastor.phone)}>{keepPhonesTogether(pastor.phone)}</a>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
