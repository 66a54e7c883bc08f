/**
 * /agenda: the `agenda` page's texts (title, intro) at the top, then the agenda itself and the
 * subscription at the bottom. The empty-state text comes from the page store when it has one.
 */
import { StorePage, usePage } from '@kerk/kit/page';
import { texts } from '../../../texts';

import { AgendaView } from './agenda-view';
import { SubscribeSection } from './subscribe-section';

export function AgendaPage() {
  const page = usePage('agenda');
  return (
    <StorePage name="agenda">
      <AgendaView emptyText={page.hasPartial('empty') ? page.partial('empty') : texts.agenda.empty} />
      <SubscribeSection intro={page.hasPartial('subscribe') ? page.partial('subscribe') : undefined} />
    </StorePage>
  );
}
