/**
 * An issue's form (issue 33): the one form of every content type (lib/content), fed by
 * `zijstroomType` — the title, the text with the `full` preset and photos from the library — with
 * its autosaved drafts, "Ook geopend door …" and the conflict screen; the PDF is the type's own
 * widget. A locked issue has no form: it is looked at, with its progress.
 */
import type { AdminZijstroom } from '@kerk/kit/api-types';
import { zijstroomType } from '@kerk/kit/content-types';
import { useMemo } from 'react';

import { CollectionForm } from '../../../lib/content/collection-form';
import { zijstroomTexts } from '../../../texts';
import { zijstroomCollection } from '../api/zijstroom-api';
import { attachmentWidget } from './attachment-field';
import { IssueView } from './issue-view';

export function IssueForm({ item, onSaved }: { item?: AdminZijstroom; onSaved: (text: string) => void }) {
  const widgets = useMemo(() => ({ attachment: attachmentWidget(zijstroomType.kind, item?.attachment ?? null, zijstroomType.fields.attachmentId.help) }), [item?.attachment]);
  if (item && item.status !== 'draft') return <IssueView id={item.id} onBack={() => onSaved('')} />;
  return <CollectionForm api={zijstroomCollection} item={item} widgets={widgets} onSaved={() => onSaved(zijstroomTexts.saved)} />;
}
