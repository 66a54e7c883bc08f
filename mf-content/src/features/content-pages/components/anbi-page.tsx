/**
 * /anbi: the items a Dutch church ANBI page must publish (name, RSIN, contact, board, objective,
 * policy plan, remuneration, activities, financial statements) from the page store.
 */
import { StorePage } from '@kerk/kit/page';

export const ANBI_SECTIONS = ['board', 'policy', 'remuneration', 'activities', 'finance'];

export function AnbiPage() {
  return <StorePage name="anbi" sections={ANBI_SECTIONS} />;
}
