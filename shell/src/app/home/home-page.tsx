/**
 * The home page: the `index` page's texts, then the remote widgets in spec order (the site map's
 * HOME_WIDGETS), each in its own boundary, so a dead remote hides only its section. The widgets are
 * shown once the texts are there (their height is unknown before), so the sections never jump
 * down the screen; they are mounted, and so load, from the start all the same.
 */
import { css } from '@emotion/react';
import { PageHeader, Skeleton } from '@kerk/kit/design-system';
import { usePage } from '@kerk/kit/page';
import { HOME_WIDGETS, moduleIdOf } from '@kerk/kit/router';

import { RemoteMount } from '../remotes/remote-mount';


export function HomePage() {
  const page = usePage('index');
  const settled = Boolean(page.page) || Boolean(page.error);
  return (
    <div>
      {page.page ? <PageHeader title={page.partial('title')} intro={page.partial('intro')} /> : <Skeleton height="2.5rem" lines={3} />}
      <div hidden={!settled} css={(t) => css`display: grid; gap: ${t.space(10)}; &[hidden] { display: none; }`}>
        {HOME_WIDGETS.map((widget) => (
          <div key={widget.key} data-home-section={widget.key} css={css`min-height: ${widget.minHeight};`}>
            <RemoteMount id={moduleIdOf(widget)} kind="widget" loading={<Skeleton lines={4} height="1.5rem" />} />
          </div>
        ))}
      </div>
    </div>
  );
}
