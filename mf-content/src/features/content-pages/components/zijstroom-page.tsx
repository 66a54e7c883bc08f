/** /zijstroom: Zijstroom, the fortnightly paper newsletter (page `paper` of the page store). */
import { StorePage } from '@kerk/kit/page';

export function ZijstroomPage() {
  return <StorePage name="paper" />;
}
