/** /vertrouwenspersonen: who the confidants are and how to reach them confidentially (page `confidants`). */
import { TextColumn } from '@kerk/kit/design-system';
import { StorePage } from '@kerk/kit/page';

export function ConfidantsPage() {
  return (
    <TextColumn>
      <StorePage name="confidants" sections={['people']} />
    </TextColumn>
  );
}
