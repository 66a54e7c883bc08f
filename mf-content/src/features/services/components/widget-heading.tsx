/** A home section's `<h2>` from an `index` page partial; a sized skeleton while the page loads. */
import { css } from '@emotion/react';
import { Skeleton } from '@kerk/kit/design-system';
import { partial, useGetPageQuery } from '@kerk/kit/page';

export function WidgetHeading({ id, name, fallback }: { id: string; name: string; fallback: string }) {
  const page = useGetPageQuery('index');
  if (!page.data && !page.isError) return <Skeleton height="2rem" width="16rem" css={css`margin: 0.83em 0;`} />;
  // Without the page texts the section still has a heading, so its landmark keeps a name.
  return <h2 id={id}>{page.data ? partial(page.data, name) : fallback}</h2>;
}
