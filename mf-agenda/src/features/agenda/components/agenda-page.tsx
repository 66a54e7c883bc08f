/** /agenda: the `agenda` page's texts; the event list is composed below them. */
import { StorePage } from '@kerk/kit/page';

export function AgendaPage() {
  return <StorePage name="agenda" />;
}
