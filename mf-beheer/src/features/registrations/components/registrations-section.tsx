/**
 * "Aanmeldingen" (issue 43): the services and events taking sign-ups, and one's list at
 * `dienst/<id>` or `evenement/<id>` (`?keer=` one occurrence of a recurring event), so a reload or
 * the link from the item's form opens it again. Both roles open it; the names are a beheerder's.
 */
import { Route, Routes, useParams, useSearchParams } from '@kerk/kit/router';

import { KIND_SEGMENTS, OCCURRENCE_PARAM, type RegistrationKind } from '../../../lib/registrations-path';
import { registrationsTexts as t } from '../../../texts';
import { RegistrationScreen } from './registration-screen';
import { TargetList } from './target-list';

function ListRoute({ kind }: { kind: RegistrationKind }) {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const occurrence = params.get(OCCURRENCE_PARAM) ?? '';
  if (!Number.isInteger(id) || id < 1) return <p role="alert">{t.notFound}</p>;
  // Another item is another screen: nothing of the first one's forms stays.
  return <RegistrationScreen key={`${kind}-${id}-${occurrence}`} target={{ kind, id, occurrence }} backTo=".." />;
}

export function RegistrationsSection() {
  return (
    <section aria-labelledby="beheer-section-title">
      <h2 id="beheer-section-title">{t.title}</h2>
      <Routes>
        <Route
          index
          element={
            <>
              <p>{t.intro}</p>
              <TargetList />
            </>
          }
        />
        {(Object.keys(KIND_SEGMENTS) as RegistrationKind[]).map((kind) => (
          <Route key={kind} path={`${KIND_SEGMENTS[kind]}/:id`} element={<ListRoute kind={kind} />} />
        ))}
      </Routes>
    </section>
  );
}
