/**
 * The one form of every content type (issue 30), fed by its declaration: its fields by kind (a
 * type's own widgets where it declares one), the kit's rules while typing, the API's messages at
 * their fields, and the same safety for every type:
 * - a draft kept on the server while typing ("Concept opgeslagen om 06.35"), offered back when the
 *   form opens again ("Verder met uw concept van 06.35?"), cleared by saving;
 * - "Ook geopend door …" while another editor has the item open;
 * - after a 409 the conflict screen: per field what the other changed, merged where only one side
 *   changed, the editor's choice where both did; nothing typed is lost;
 * - "Opslaan" waits while a photo uploads, with its progress;
 * - an ended session: the app asks to sign in again over this screen, which stays as it is.
 */
import { type ReactNode, useEffect, useMemo, useState } from 'react';

import { collectionTexts, contentTexts as t } from '../../texts';
import type { CollectionApi, EditedItem, Presence } from './collection-api';
import { DraftOffer } from './draft-offer';
import type { Option } from './field-control';
import { differs, type FormValues, formValuesOf } from './form-values';
import { ItemForm } from './item-form';
import { UploadsProvider } from './uploads';

/** A type's own widget: it renders the fields that declare it, with the form's values. */
export type Widget = (props: { values: FormValues; names: string[] }) => ReactNode;

export interface CollectionFormProps<Item extends EditedItem> {
  api: CollectionApi<Item>;
  /** The stored item; none for a new one. */
  item?: Item;
  /** A new item's values (a type's defaults, e.g. the publication moment "now"). */
  defaults?: FormValues;
  /** Options of the choices whose options come from data (the churches, the villages). */
  options?: Partial<Record<'churches' | 'locations' | 'purposes', readonly Option[]>>;
  widgets?: Record<string, Widget>;
  /** What else the API is sent (a type's own fields that are not declared, e.g. a confirmation). */
  extraBody?: (values: FormValues) => Record<string, unknown>;
  /** A type's own fields under the declared ones (e.g. a team member's drawing). */
  photo?: { picture?: { src: string; srcset: string; alt: string } | null; drawing?: string };
  /** Next to "Opslaan" (e.g. "Verschijnt direct"). */
  footNote?: (values: FormValues) => ReactNode;
  /** The form's heading, when the type's "… wijzigen" says too little (a church: "De Ark wijzigen"). */
  heading?: string;
  onSaved: (saved: Item) => void;
}

/** What the form starts from: the item's values (or the draft's), what it was based on, and who else is there. */
export interface Start {
  values: FormValues;
  base: FormValues;
  baseVersion: number | null;
  others: Presence[];
}

/** The item's form once it is clear what it starts from (the item, or the editor's draft). */
export function CollectionForm<Item extends EditedItem>(props: CollectionFormProps<Item>) {
  const { api, item, defaults } = props;
  const ref = item ? item.id : ('nieuw' as const);
  const itemValues = useMemo(() => formValuesOf(api.type, item as Record<string, unknown> | undefined, defaults), [api.type, item, defaults]);
  const { data, isError } = api.useDraft(ref);
  const [discardDraft] = api.useDiscardDraft();
  const [start, setStart] = useState<Start | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const draft = data?.draft ?? null;
  // A draft that says nothing new (its values are the item's) is no question: it goes.
  const offered = draft !== null && Object.keys(itemValues).some((name) => differs(draft.values[name], itemValues[name]));

  useEffect(() => {
    if (start || (!data && !isError) || offered) return;
    if (draft) void discardDraft(ref);
    setStart({ values: itemValues, base: itemValues, baseVersion: item?.version ?? null, others: data?.others ?? [] });
  }, [start, data, isError, offered, draft, discardDraft, ref, itemValues, item]);

  if (!start && offered) {
    return (
      <DraftOffer
        draft={draft}
        onResume={() => {
          setNotice(t.draft.resumed);
          setStart({ values: { ...itemValues, ...draft.values }, base: (draft.base as FormValues | null) ?? itemValues, baseVersion: draft.baseVersion ?? item?.version ?? null, others: data?.others ?? [] });
        }}
        onDiscard={() => {
          void discardDraft(ref);
          setNotice(t.draft.discarded);
          setStart({ values: itemValues, base: itemValues, baseVersion: item?.version ?? null, others: data?.others ?? [] });
        }}
      />
    );
  }
  if (!start) return <p role="status">{collectionTexts.loading}</p>;
  return (
    <UploadsProvider>
      <ItemForm {...props} start={start} notice={notice} />
    </UploadsProvider>
  );
}

