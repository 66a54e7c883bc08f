/**
 * The home page: the `index` page's texts, then the remote widgets in spec order. The widgets are
 * shown once the texts are there (their height is unknown before), so the sections never jump
 * down the screen; they are mounted, and so load, from the start all the same.
 */
import { css } from '@emotion/react';
import { PageHeader, Skeleton } from '@kerk/kit/design-system';
import { usePage } from '@kerk/kit/page';

import { RemoteMount } from '../remotes/remote-mount';
import { homeWidgets } from './home-widgets';

export function HomePage() {
  const page = usePage('index');
  const settled = Boolean(page.page) || Boolean(page.error);
  return (
    <div>
      {page.page ? <PageHeader title={page.partial('title')} intro={page.partial('intro')} /> : <Skeleton height="2.5rem" lines={3} />}
      <div hidden={!settled} css={(t) => css`display: grid; gap: ${t.space(10)}; &[hidden] { display: none; }`}>
        {homeWidgets.map((widget) => (
          <div key={widget.key} data-home-section={widget.key} css={css`min-height: ${widget.minHeight};`}>
            <RemoteMount id={widget.module} kind="widget" loading={<Skeleton lines={4} height="1.5rem" />} />
          </div>
        ))}
      </div>
    </div>
  );
}
