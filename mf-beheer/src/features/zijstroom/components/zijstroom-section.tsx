/**
 * "Zijstroom" (issue 33): the issues on the shared collection frame (list, "Nieuwe Zijstroom
 * schrijven", Prullenbak, earlier versions, "Ongedaan maken"), each looked at and sent from the
 * list; and the subscribers, one button away for a beheerder only: their addresses are personal
 * data (AVG), which the API gives a beheerder alone.
 */
import type { AdminZijstroom } from '@kerk/kit/api-types';

import { CollectionSection, type ExtraView } from '../../../lib/collection-section';
import { zijstroomTexts as t } from '../../../texts';
import { zijstroomCollection } from '../api/zijstroom-api';
import { IssueForm } from './issue-form';
import { IssueList } from './issue-list';
import { SubscribersView } from './subscribers-view';

const EXTRA_VIEWS: ExtraView[] = [{ name: 'abonnees', label: t.subscribers.button, render: () => <SubscribersView />, roles: ['beheerder'] }];

export function ZijstroomSection() {
  return <CollectionSection<AdminZijstroom> texts={t} api={zijstroomCollection} list={IssueList} form={IssueForm} extraViews={EXTRA_VIEWS} />;
}
