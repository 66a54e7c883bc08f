/**
 * "Zijstroom" (issue 33): the issues on the shared collection frame (list, "Nieuwe Zijstroom
 * schrijven", Prullenbak, earlier versions, "Ongedaan maken"), each looked at and sent from the
 * list; and the subscribers, one button away.
 */
import type { AdminZijstroom } from '@kerk/kit/api-types';

import { CollectionSection } from '../../../lib/collection-section';
import { zijstroomTexts as t } from '../../../texts';
import { zijstroomCollection } from '../api/zijstroom-api';
import { IssueForm } from './issue-form';
import { IssueList } from './issue-list';
import { SubscribersView } from './subscribers-view';

const EXTRA_VIEWS = [{ name: 'abonnees', label: t.subscribers.button, render: () => <SubscribersView /> }];

export function ZijstroomSection() {
  return <CollectionSection<AdminZijstroom> texts={t} api={zijstroomCollection} list={IssueList} form={IssueForm} extraViews={EXTRA_VIEWS} />;
}
