/** /gemeente/beroepswerk-2025: how the paid pastoral work is arranged (page `municipality-professional-work-2025`). */
import { StorePage } from '@kerk/kit/page';

export function ProfessionalWorkPage() {
  return <StorePage name="municipality-professional-work-2025" />;
}
