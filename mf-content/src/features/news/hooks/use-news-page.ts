/** The news list page the URL asks for (`?pagina=`), loaded with the list query. */
import { useSearchParams } from '@kerk/kit/router';

import { useGetNewsListQuery } from '../api/news-api';
import { parsePageParam } from '@kerk/kit/validation';

import { NEWS_PAGE_SIZE, PAGE_PARAM } from '../utils/paging';

export function useNewsPage() {
  const [params] = useSearchParams();
  const page = parsePageParam(params.get(PAGE_PARAM));
  const query = useGetNewsListQuery({ page, pageSize: NEWS_PAGE_SIZE });
  return { page, pageSize: NEWS_PAGE_SIZE, ...query };
}

export type NewsPageState = ReturnType<typeof useNewsPage>;
