/**
 * The home page: the `index` page's texts, then the remote widgets in spec order (the site map's
 * HOME_WIDGETS), each in its own boundary, so a dead remote hides only its section. The widgets are
 * shown once the texts are there (their height is unknown before), so the sections never jump
 * down the screen.
 *
 * On a page the server rendered, each widget hydrates on demand (HydrateWhen): when it comes near
 * the viewport, or is touched or focused (the first, links only, just the latter). Until then its server HTML stays as it is and its remote's
 * scripts are not loaded, so they are no part of the first load. On a page rendered in the browser
 * the widgets are mounted, and so load, from the start.
 */
import { css } from '@emotion/react';
import { NavCards, PageHeader, RichText, Skeleton } from '@kerk/kit/design-system';
import { usePage } from '@kerk/kit/page';
import { texts } from '@kerk/kit/texts';
import { HOME_WIDGETS, moduleIdOf, pathTo, TOP_TASKS } from '@kerk/kit/router';
import { useMemo } from 'react';

import { HydrateWhen, type HydrateTrigger } from '../remotes/hydrate-when';
import { leftToBrowser, prepareModule } from '../remotes/hydration';
import { RemoteMount } from '../remotes/remote-mount';

const widgetLoading = <Skeleton lines={4} height="1.5rem" />;

/**
 * When a widget hydrates; by default when it comes near the viewport. The services come first, in
 * view from the start, and hold links only: the server's links serve until a visitor touches or
 * focuses the section, so their scripts are no part of the first load either.
 */
const HYDRATE_ON: Partial<Record<(typeof HOME_WIDGETS)[number]['key'], HydrateTrigger>> = { nextService: 'interaction', services: 'interaction' };

/** The four top tasks, under the next service: links from the site map. */
const TOP_TASK_CARDS = TOP_TASKS.map((task) => ({ to: pathTo(task.route), title: task.title, text: task.text }));

export function HomePage() {
  const page = usePage('index');
  const settled = Boolean(page.page) || Boolean(page.error);
  // Made once: a gated widget's children must not change before it hydrates (docs/server-rendering.md, Hydration).
  const sections = useMemo(
    () =>
      HOME_WIDGETS.map((widget) => {
        const id = moduleIdOf(widget);
        // A widget the server could not render shows a skeleton: it loads once in view, touched or not.
        const when = (!leftToBrowser(id) && HYDRATE_ON[widget.key]) || 'visible';
        return (
          <div key={widget.key} data-home-section={widget.key} css={css`min-height: ${widget.minHeight};`}>
            <HydrateWhen when={when} prepare={() => prepareModule(id)} fallback={widgetLoading}>
              <RemoteMount id={id} kind="widget" loading={widgetLoading} />
            </HydrateWhen>
          </div>
        );
      }),
    [],
  );
  // The page's title, the next service and the top tasks open the page; the editors' welcome (the
  // `intro`, also the link previews' text) follows them, then the other sections.
  return (
    <div>
      {page.page ? <PageHeader title={page.partial('title')} /> : <Skeleton height="2.5rem" />}
      <div hidden={!settled} css={(t) => css`display: grid; gap: ${t.space(10)}; &[hidden] { display: none; }`}>
        <div>
          {sections[0]}
          <nav aria-label={texts.common.topTasks}>
            <NavCards items={TOP_TASK_CARDS} headingLevel="h2" css={css`grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));`} />
          </nav>
          {page.page && page.partial('intro') ? (
            <div data-home-welcome="" css={(t) => css`margin-top: ${t.space(8)}; max-width: ${t.measure};`}>
              <RichText html={page.partial('intro')} />
            </div>
          ) : null}
        </div>
        {sections.slice(1)}
      </div>
    </div>
  );
}
