/**
 * /nieuws: the `news` page texts around the list of articles. The list is requested here, next to
 * the page texts, so both load at the same time.
 */
import { StorePage } from '@kerk/kit/page';

import { useNewsPage } from '../hooks/use-news-page';
import { NewsList } from './news-list';

export function NewsPage() {
  const state = useNewsPage();
  return <StorePage name="news" beforeContent={<NewsList state={state} />} />;
}
