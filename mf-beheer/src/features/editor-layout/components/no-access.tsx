/** A section the signed-in role may not open (a redacteur on a beheerder's section): said in Dutch, with the way back. */
import { Alert } from '@kerk/kit/design-system';
import { Link } from '@kerk/kit/router';

import { beheer } from '../../../texts';
import { beheerPath } from '../sections';

export function NoAccess({ title }: { title: string }) {
  return (
    <section aria-labelledby="beheer-section-title">
      <h2 id="beheer-section-title">{title}</h2>
      <Alert tone="info">{beheer.noAccess(title)}</Alert>
      <p>
        <Link to={beheerPath()}>{beheer.backToStart}</Link>
      </p>
    </section>
  );
}
