/**
 * "Taakgroepen en vertrouwenspersonen" (issue 16): the task group pages and the confidants page
 * are page-store pages, already edited in "Pagina's" (with drafts, preview, revisions and the 409).
 * So this section edits nothing itself: it lists those pages from the site map, each with its
 * place on the site and a link into the page editor, rather than a second editor for the same texts.
 */
import { Link, pathTo, ROUTES, TASK_GROUPS, taskGroupPath } from '@kerk/kit/router';

import { DataTable } from '../../../lib/data-table';
import { taskGroupsTexts as t } from '../../../texts';

interface EditablePlace {
  /** The page-store page. */
  page: string;
  name: string;
  path: string;
}

// Both routes are page-store pages in the site map (their `page` is always set).
/** The overview, each group, then the confidants, as the site's menu has them. */
const PLACES: readonly EditablePlace[] = [
  { page: ROUTES.taskGroups.page!, name: ROUTES.taskGroups.name, path: pathTo('taskGroups') },
  ...TASK_GROUPS.map((group) => ({ page: group.page, name: `Taakgroep ${group.name}`, path: taskGroupPath(group.slug) })),
  { page: ROUTES.confidants.page!, name: ROUTES.confidants.name, path: pathTo('confidants') },
];

/** The page editor's screen of a page (`/beheer/paginas/<name>`). */
const editorPath = (page: string) => `${pathTo('beheer')}/paginas/${encodeURIComponent(page)}`;

export function TaskGroupsSection() {
  return (
    <section aria-labelledby="beheer-section-title">
      <h2 id="beheer-section-title">{t.title}</h2>
      <p>{t.intro}</p>
      <DataTable columns={[t.columns.page, t.columns.path, t.columns.actions]}>
        {PLACES.map((place) => (
          <tr key={place.page}>
            <td data-label={t.columns.page}>{place.name}</td>
            <td data-label={t.columns.path}>
              <a href={place.path} target="_blank" rel="noopener" aria-label={`${t.view}: ${place.name}`}>
                {place.path}
              </a>
            </td>
            <td data-label={t.columns.actions}>
              <Link to={editorPath(place.page)} aria-label={`${t.edit}: ${place.name}`}>
                {t.edit}
              </Link>
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
