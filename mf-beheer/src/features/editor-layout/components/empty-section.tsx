/** A section that is not built yet: its title and an honest Dutch notice, never a fake editor. */
import { Alert } from '@kerk/kit/design-system';

import { beheer } from '../../../texts';

export function EmptySection({ title }: { title: string }) {
  return (
    <section aria-labelledby="beheer-section-title">
      <h2 id="beheer-section-title">{title}</h2>
      <Alert tone="info">{beheer.comingNext(title)}</Alert>
    </section>
  );
}
