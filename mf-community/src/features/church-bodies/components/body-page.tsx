/**
 * The pages of the church council, the deacons and the kerkrentmeesters: what the body does, its
 * members by role and how to reach it, from the page store, plus a link to the contact form with
 * the body pre-selected (the contact page with `?type=<contact type>`, the types of mf-contact).
 */
import { css } from '@emotion/react';
import { LinkButton, TextColumn } from '@kerk/kit/design-system';
import { StorePage } from '@kerk/kit/page';
import { pathTo } from '@kerk/kit/router';
import { texts } from '../../../texts';

const t = texts.community.bodies;

export interface ChurchBody {
  page: string;
  contactType: 'kerkenraad' | 'diakenen' | 'kerkrentmeesters';
  contactLabel: string;
}

export const CHURCH_BODIES = {
  council: { page: 'municipality-church-council', contactType: 'kerkenraad', contactLabel: t.councilContact },
  deacons: { page: 'municipality-cvd', contactType: 'diakenen', contactLabel: t.deaconsContact },
  kerkrentmeesters: { page: 'municipality-cvk', contactType: 'kerkrentmeesters', contactLabel: t.kerkrentmeestersContact },
} satisfies Record<string, ChurchBody>;

export function BodyPage({ body }: { body: ChurchBody }) {
  return (
    <TextColumn>
      <StorePage name={body.page} sections={['members', 'reach']}>
      <section aria-labelledby="body-contact" css={(th) => css`margin-top: ${th.space(6)};`}>
        <h2 id="body-contact" css={css`font-size: 1.2rem;`}>
          {t.contactHeading}
        </h2>
        <LinkButton to={{ pathname: pathTo('contact'), search: `?type=${body.contactType}` }}>{body.contactLabel}</LinkButton>
      </section>
      </StorePage>
    </TextColumn>
  );
}

export const ChurchCouncilPage = () => <BodyPage body={CHURCH_BODIES.council} />;
export const DeaconsPage = () => <BodyPage body={CHURCH_BODIES.deacons} />;
export const KerkrentmeestersPage = () => <BodyPage body={CHURCH_BODIES.kerkrentmeesters} />;
