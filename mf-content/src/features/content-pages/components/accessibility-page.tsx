/** /toegankelijkheid: the accessibility statement from the page store (linked from the footer). */
import { StorePage } from '@kerk/kit/page';

export function AccessibilityPage() {
  return <StorePage name="accessibility" />;
}
