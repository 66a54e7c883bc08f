/**
 * Three-way merge of a content item's fields after a 409 (issue 30): what the form started from
 * (`base`), what the editor has now (`mine`) and what another editor saved in between (`theirs`).
 * A field only one side changed merges by itself; a field both changed differently is for the editor
 * to choose. Nothing anyone typed is dropped without the editor seeing it.
 */
import { type ContentType, isShown } from '@kerk/kit/content-types';

import { differs, type FormValues } from './form-values';

export type MergeState =
  /** Nobody changed it, or both made the same change. */
  | 'same'
  /** Only the other editor changed it: theirs is taken. */
  | 'theirs'
  /** Only this editor changed it: mine is kept. */
  | 'mine'
  /** Both changed it, differently: the editor chooses. */
  | 'both';

export interface FieldMerge {
  name: string;
  label: string;
  state: MergeState;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

/** Every field the form shows (with either side's values), with how it merges. */
export function mergeFields(type: ContentType, base: FormValues, mine: FormValues, theirs: FormValues): FieldMerge[] {
  return Object.entries(type.fields)
    .filter(([, field]) => !field.hidden && (isShown(field, mine) || isShown(field, theirs)))
    .map(([name, field]) => {
      const [b, m, t] = [base[name], mine[name], theirs[name]];
      const state: MergeState = !differs(m, t) ? 'same' : !differs(m, b) ? 'theirs' : !differs(t, b) ? 'mine' : 'both';
      return { name, label: field.label, state, base: b, mine: m, theirs: t };
    });
}

/** The merged values: theirs where only they changed, mine where only I did, the choice where both did. */
export function mergedValues(merges: FieldMerge[], mine: FormValues, choices: Record<string, 'mine' | 'theirs'>): FormValues {
  const merged: FormValues = { ...mine };
  for (const field of merges) {
    const take = field.state === 'theirs' || (field.state === 'both' && choices[field.name] === 'theirs');
    merged[field.name] = take ? field.theirs : field.mine;
  }
  return merged;
}

/** The fields that still wait for the editor's choice. */
export const undecided = (merges: FieldMerge[], choices: Record<string, 'mine' | 'theirs'>): FieldMerge[] =>
  merges.filter((field) => field.state === 'both' && !choices[field.name]);
