/** Texts of the `index` page for a home widget, without touching the document title (the home page owns it). */
import { partial, useGetPageQuery } from '@kerk/kit/page';

export function useHomeTexts() {
  const { data, isError } = useGetPageQuery('index');
  return {
    /** False while loading; true once the texts arrived or failed (then fallbacks are shown). */
    ready: Boolean(data) || isError,
    hasTexts: Boolean(data),
    text: (name: string) => partial(data, name),
  };
}
