/** /privacy: the privacy statement from the page store. */
import { StorePage } from '@kerk/kit/page';

export function PrivacyPage() {
  return <StorePage name="privacy" />;
}
