/** /gemeente/beroepswerk-2025: how the paid pastoral work is arranged (page `municipality-professional-work-2025`). */
import { TextColumn } from '@kerk/kit/design-system';
import { StorePage } from '@kerk/kit/page';

export function ProfessionalWorkPage() {
  return (
    <TextColumn>
      <StorePage name="municipality-professional-work-2025" />
    </TextColumn>
  );
}
