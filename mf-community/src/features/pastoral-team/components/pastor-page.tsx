/**
 * /gemeente/pastoraal-team/{id}/{name}: one member with biography. The name segment is cosmetic:
 * a wrong or missing one is replaced by the canonical slug; an unknown or non-numeric id shows the
 * 404 page. Breadcrumbs (the site map's): Home › Gemeente › Pastoraal team › <name>.
 */
import { Skeleton } from '@kerk/kit/design-system';
import { useBreadcrumbTitle, useDocumentMeta, useShowErrorPage } from '@kerk/kit/page';
import { Navigate, useParams } from '@kerk/kit/router';
import { parseRouteId } from '@kerk/kit/validation';
import { skipToken } from '@kerk/kit/store';

import { useGetPastorQuery } from '../api/pastors-api';
import { pastorPath } from '../utils/pastor-links';
import { PastorProfile } from './pastor-profile';

const NOT_FOUND = { code: 'not_found', message: 'Niet gevonden', status: 404 };

export function PastorPage() {
  const params = useParams<{ id: string; name?: string }>();
  const id = parseRouteId(params.id);
  // currentData, not data: while another id loads, the previous member must not be shown or redirected to.
  const { currentData: pastor, error, isError } = useGetPastorQuery(id ?? skipToken);
  const canonical = Boolean(pastor && params.name === pastor.slug);

  useShowErrorPage(id === null ? NOT_FOUND : error);
  // Only on the canonical URL: the shell resets crumbs on every path change, so it is set after the redirect.
  useBreadcrumbTitle(canonical ? pastor?.name : null);
  useDocumentMeta(canonical ? pastor?.name : undefined, pastor?.summary);

  if (pastor && !canonical) return <Navigate to={pastorPath(pastor)} replace />;
  if (!pastor) {
    return isError || id === null ? null : (
      <div aria-busy="true">
        <Skeleton height="2.5rem" width="50%" />
        <Skeleton height="200px" width="200px" />
        <Skeleton lines={6} />
      </div>
    );
  }
  return <PastorProfile pastor={pastor} />;
}
