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
import { css } from '@emotion/react';
import { type ChoiceOptions, checkFields, isShown } from '@kerk/kit/content-types';
import { formatDate, formatTime } from '@kerk/kit/dates';
import { Alert, Button } from '@kerk/kit/design-system';
import type { ApiError } from '@kerk/kit/http';
import { FORM_ERROR } from 'final-form';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Form, useFormState } from 'react-final-form';

import { collectionTexts, contentTexts } from '../../texts';
import { focusFirstError } from '../form-foot';
import type { CollectionApi, Draft, EditedItem, Presence } from './collection-api';
import { ConflictScreen } from './conflict-screen';
import { FieldControl, type Option } from './field-control';
import { apiValuesOf, bodyOf, differs, type FormValues, formValuesOf } from './form-values';
import { UploadsProvider, useUploadsBusy } from './uploads';
import { useItemDraft } from './use-item-draft';

const t = contentTexts;

/** A type's own widget: it renders the fields that declare it, with the form's values. */
export type Widget = (props: { values: FormValues; names: string[] }) => ReactNode;

export interface CollectionFormProps<Item extends EditedItem> {
  api: CollectionApi<Item>;
  /** The stored item; none for a new one. */
  item?: Item;
  /** A new item's values (a type's defaults, e.g. the publication moment "now"). */
  defaults?: FormValues;
  /** Options of the choices whose options come from data (the churches, the villages). */
  options?: Partial<Record<'churches' | 'locations', readonly Option[]>>;
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

interface Start {
  values: FormValues;
  base: FormValues;
  baseVersion: number | null;
  others: Presence[];
}

const timeOf = (iso: string) => formatTime(iso);

/** "Verder met uw concept van 06.35?": resume it, or throw it away. */
function DraftOffer({ draft, onResume, onDiscard }: { draft: Draft; onResume: () => void; onDiscard: () => void }) {
  const today = formatDate(Date.now()) === formatDate(draft.savedAt);
  return (
    <section aria-labelledby="concept-vraag" role="region" css={(th) => css`border: 2px solid ${th.colors.primary}; border-radius: ${th.radius}; padding: ${th.space(4)}; margin: ${th.space(4)} 0;`}>
      <h3 id="concept-vraag" css={css`margin-top: 0;`}>
        {today ? t.draft.offer(timeOf(draft.savedAt)) : t.draft.offerOlder(formatDate(draft.savedAt), timeOf(draft.savedAt))}
      </h3>
      <p>{t.draft.offerHelp}</p>
      <div css={(th) => css`display: flex; flex-wrap: wrap; gap: ${th.space(3)};`}>
        <Button onClick={onResume} autoFocus>
          {t.draft.resume}
        </Button>
        <Button variant="ghost" onClick={onDiscard}>
          {t.draft.discard}
        </Button>
      </div>
    </section>
  );
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

/** Keeps the draft and shows its state, who else is here, and the uploads' progress. */
function Safety<Item extends EditedItem>({ api, refKey, start, base, baseVersion }: { api: CollectionApi<Item>; refKey: number | 'nieuw'; start: Start; base: FormValues; baseVersion: number | null }) {
  const { values } = useFormState<FormValues>({ subscription: { values: true } });
  const { autosave, others } = useItemDraft({ api, ref: refKey, values, base, baseVersion, initialOthers: start.others });
  const uploads = useUploadsBusy();
  const state = autosave.state;
  return (
    <>
      {others.length > 0 ? <Alert tone="info">{t.presence(others.map((o) => o.email).join(' en '))}</Alert> : null}
      <p role="status" css={(th) => css`margin: 0; color: ${th.colors.textMuted};`}>
        {uploads.busy ? t.upload.busy(uploads.percent) : state.status === 'saving' ? t.draft.saving : state.status === 'saved' ? t.draft.saved(timeOf(state.savedAt)) : state.status === 'failed' ? t.draft.failed : ''}
      </p>
    </>
  );
}

function SaveButton() {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const uploads = useUploadsBusy();
  return (
    <Button type="submit" disabled={submitting || uploads.busy} aria-describedby={uploads.busy ? 'opslaan-wacht' : undefined}>
      {submitting ? t.saving : t.save}
      {uploads.busy ? (
        <span id="opslaan-wacht" hidden>
          {t.upload.saveDisabled}
        </span>
      ) : null}
    </Button>
  );
}

type Conflict = { message: string; theirs: EditedItem & Record<string, unknown>; mine: FormValues };

function ItemForm<Item extends EditedItem>({ api, item, options = {}, widgets = {}, extraBody, photo, footNote, heading, onSaved, start, notice }: CollectionFormProps<Item> & { start: Start; notice: string | null }) {
  const type = api.type;
  const form = type.kind;
  const [create] = api.useCreate();
  const [save] = api.useSave();
  const [fetchItem] = api.useLazyItem();
  // A ref, not state: a save right after the conflict screen must send the version it just took.
  const version = useRef(start.baseVersion);
  const [base, setBase] = useState(start.base);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [pastWarning, setPastWarning] = useState<string | null>(null);
  const [resolving, setResolving] = useState(false);
  const choiceOptions: ChoiceOptions = Object.fromEntries(Object.entries(options).map(([key, list]) => [key, list!.map((o) => o.value)]));

  const send = async (values: FormValues, confirmPast = false): Promise<Record<string, string> | undefined> => {
    const body = { ...bodyOf(type, values), ...(extraBody?.(values) ?? {}), ...(confirmPast ? { confirmPast: true } : {}) };
    try {
      const saved = item && version.current !== null ? await save({ id: item.id, version: version.current, values: body }).unwrap() : await create(body).unwrap();
      setPastWarning(null);
      onSaved(saved);
      return undefined;
    } catch (caught) {
      const error = caught as ApiError;
      if (error.status === 409 && item) {
        // What is stored now, fresh: the conflict screen shows it against what the form started from.
        const theirs = await fetchItem(item.id, false)
          .unwrap()
          .catch(() => null);
        if (theirs) {
          setConflict({ message: error.message, theirs: theirs as EditedItem & Record<string, unknown>, mine: values });
          return { [FORM_ERROR]: error.message };
        }
      }
      setPastWarning(error.code === 'past_date' ? error.message : null);
      return { ...(error.fields ?? {}), [FORM_ERROR]: error.message };
    }
  };

  const display = (name: string, value: unknown): string => {
    const field = type.fields[name];
    if (!field) return String(value ?? '');
    if (field.kind === 'boolean') return value ? t.conflict.yes : t.conflict.no;
    if (field.kind === 'photo') return value ? `Foto ${String(value)}` : '';
    if (field.kind === 'choice' || field.kind === 'choices') {
      const all = 'values' in field.options ? field.options.values : (options[field.options.from] ?? []);
      const label = (v: unknown) => [...all, ...(field.kind === 'choice' && field.extra ? [field.extra] : [])].find((o) => o.value === v)?.label ?? String(v ?? '');
      return Array.isArray(value) ? value.map(label).join(', ') : label(value);
    }
    return typeof value === 'string' ? value : Array.isArray(value) ? value.join('\n') : String(value ?? '');
  };

  return (
    <Form<FormValues> onSubmit={(values) => send(values)} initialValues={start.values} validate={(values) => checkFields(type, apiValuesOf(type, values), choiceOptions)}>
      {({ handleSubmit, submitError, values, form: api2 }) => {
        const shownWidgets = new Set<string>();
        return (
          <>
            {conflict ? (
              <ConflictScreen
                type={type}
                message={conflict.message}
                base={base}
                mine={conflict.mine}
                theirs={formValuesOf(type, conflict.theirs)}
                by={conflict.theirs.updatedBy}
                at={conflict.theirs.updatedAt}
                display={display}
                busy={resolving}
                onBack={() => setConflict(null)}
                onSave={(merged) => {
                  setResolving(true);
                  const theirsValues = formValuesOf(type, conflict.theirs);
                  setBase(theirsValues);
                  version.current = conflict.theirs.version;
                  setConflict(null);
                  api2.initialize(merged);
                  // Saved over their version now; a third editor in between shows the screen again.
                  void api2.submit()?.finally(() => setResolving(false));
                }}
              />
            ) : null}
            <form
              onSubmit={(event) => {
                // A refused submit takes the keyboard (and a screen reader) to the first field with a message.
                void Promise.resolve(handleSubmit(event)).then(() => {
                  if (!api2.getState().submitSucceeded) focusFirstError(api2, Object.keys(type.fields), (name) => `${form}-${name}`);
                });
              }}
              noValidate
              aria-label={heading ?? (item ? type.names.editTitle : type.names.newTitle)}
              hidden={conflict !== null}
            >
              <h3>{heading ?? (item ? type.names.editTitle : type.names.newTitle)}</h3>
              {notice ? <Alert tone="info">{notice}</Alert> : null}
              {Object.entries(type.fields).map(([name, field]) => {
                if (field.hidden || !isShown(field, values)) return null;
                if (field.widget && widgets[field.widget]) {
                  if (shownWidgets.has(field.widget)) return null;
                  shownWidgets.add(field.widget);
                  const names = Object.entries(type.fields).filter(([, f]) => f.widget === field.widget).map(([n]) => n);
                  const Render = widgets[field.widget]!;
                  return <Render key={name} values={values} names={names} />;
                }
                const source = field.kind === 'choice' || field.kind === 'choices' ? field.options : null;
                const list = source ? ('values' in source ? source.values : options[source.from]) : undefined;
                return <FieldControl key={name} form={form} name={name} field={field} options={list ?? []} picture={photo?.picture} drawing={photo?.drawing} />;
              })}
              {submitError && !conflict ? (
                <Alert tone="error">
                  {submitError}
                  {pastWarning ? (
                    <>
                      {' '}
                      <Button variant="ghost" onClick={() => void send(api2.getState().values, true)}>
                        {t.pastConfirm}
                      </Button>
                    </>
                  ) : null}
                </Alert>
              ) : null}
              <div css={(th) => css`display: flex; flex-wrap: wrap; align-items: center; gap: ${th.space(3)}; margin-top: ${th.space(4)};`}>
                <SaveButton />
                {footNote?.(values)}
              </div>
              <Safety api={api} refKey={item ? item.id : 'nieuw'} start={start} base={base} baseVersion={version.current} />
            </form>
          </>
        );
      }}
    </Form>
  );
}
