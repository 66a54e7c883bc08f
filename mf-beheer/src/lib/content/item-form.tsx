/**
 * A content item's form once it is clear what it starts from (see collection-form.tsx): its fields
 * by kind or by the type's widgets, the kit's rules while typing, the API's messages at their
 * fields, a past date to confirm, and after a 409 the conflict screen, whose merge is saved over
 * the version it shows. The form stays mounted throughout, so nothing typed is lost.
 */
import { css } from '@emotion/react';
import { type ChoiceOptions, checkFields, isShown } from '@kerk/kit/content-types';
import { Alert, Button } from '@kerk/kit/design-system';
import type { ApiError } from '@kerk/kit/http';
import { FORM_ERROR } from 'final-form';
import { useRef, useState } from 'react';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';

import { contentTexts as t } from '../../texts';
import { submitFocusingFirstError } from '../form-foot';
import { useSignedInAgain } from '../use-signed-in-again';
import type { EditedItem } from './collection-api';
import type { CollectionFormProps, Start } from './collection-form';
import { ConflictScreen } from './conflict-screen';
import { FieldControl } from './field-control';
import { type DraftWrites, Safety, SaveButton } from './form-safety';
import { apiValuesOf, bodyOf, displayValue, type FormValues, formValuesOf } from './form-values';
import { useSendChosenFirst } from './uploads';

type Conflict = { message: string; theirs: EditedItem & Record<string, unknown>; mine: FormValues };

export function ItemForm<Item extends EditedItem>({ api, item, options = {}, widgets = {}, extraBody, photo, footNote, heading, onSaved, start, notice }: CollectionFormProps<Item> & { start: Start; notice: string | null }) {
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
  // A save the ended session refused goes once the editor signed in again, with what is on screen then.
  const refusedBySession = useRef<{ confirmPast: boolean } | null>(null);
  const formApi = useRef<FormApi<FormValues> | null>(null);
  const saved = useRef<DraftWrites | null>(null);
  useSignedInAgain(() => {
    const refused = refusedBySession.current;
    refusedBySession.current = null;
    const current = formApi.current;
    if (!refused || !current) return;
    if (refused.confirmPast) void send(current.getState().values, true);
    else void current.submit();
  });
  const choiceOptions: ChoiceOptions = Object.fromEntries(Object.entries(options).map(([key, list]) => [key, list!.map((o) => o.value)]));

  const send = async (values: FormValues, confirmPast = false): Promise<Record<string, string> | undefined> => {
    const body = { ...bodyOf(type, values), ...(extraBody?.(values) ?? {}), ...(confirmPast ? { confirmPast: true } : {}) };
    try {
      // A draft write still on its way would land after the save removed the draft, and bring it back.
      await saved.current?.settle();
      const stored = item && version.current !== null ? await save({ id: item.id, version: version.current, values: body }).unwrap() : await create(body).unwrap();
      setPastWarning(null);
      saved.current?.reset(values);
      onSaved(stored);
      return undefined;
    } catch (caught) {
      const error = caught as ApiError;
      if (error.status === 401) {
        refusedBySession.current = { confirmPast };
        return { [FORM_ERROR]: t.session.resumes };
      }
      // Only a save over someone else's: a 409 that refuses the save as such (a Zijstroom already sent: `locked`) is a message.
      if (error.status === 409 && error.code === 'conflict' && item) {
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

  const display = (name: string, value: unknown) => displayValue(type, options, name, value);
  // A file chosen in a field but not uploaded goes first, or the save is refused at that field.
  const submit = useSendChosenFirst<FormValues>((values) => send(values));

  return (
    <Form<FormValues> onSubmit={(values) => submit(values)} initialValues={start.values} validate={(values) => checkFields(type, apiValuesOf(type, values), choiceOptions)}>
      {({ handleSubmit, submitError, values, form: api2 }) => {
        formApi.current = api2;
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
              onSubmit={(event) => void submitFocusingFirstError(handleSubmit, api2, Object.keys(type.fields), (name) => `${form}-${name}`)(event)}
              noValidate
              aria-label={heading ?? (item ? type.names.editTitle : type.names.newTitle)}
              hidden={conflict !== null}
              css={css`max-width: 48rem;`}
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
              <Safety api={api} refKey={item ? item.id : 'nieuw'} others={start.others} base={base} baseVersion={version.current} savedRef={saved} />
            </form>
          </>
        );
      }}
    </Form>
  );
}
