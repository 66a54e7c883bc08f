/**
 * The field kinds a content type is made of (in the manner of Payload's collection configs and
 * Strapi's content-type schemas): what a field holds, how the editing app shows it, how the API
 * checks and stores it. A content type (services.ts, news.ts …) lists its fields once; the API's
 * schemas, the row mapping, the rules, the RTK Query endpoints and the editing form are derived
 * from that list (see define.ts).
 */
import type { RichPreset } from '../editing';

interface FieldBase {
  /** The Dutch label, the same in the form, the messages and (for `public` fields) on the site. */
  label: string;
  /** One sentence under the field in the form. */
  help?: string;
  required?: boolean;
  /** The message for an empty required field, when '{label} is verplicht' says too little. */
  requiredMessage?: string;
  /** The message for a value that is not right (a choice not in the list, a date that does not exist). */
  invalidMessage?: string;
  /**
   * The table column, when it is not the name in snake_case (`streamUrl` → `stream_url`); `false`
   * when the type maps the field itself (a day and a time stored as one instant, a church's name).
   */
  column?: string | false;
  /** In the public answer too, under the same name; `'detail'`: in the one item's answer only, not in the list's. */
  public?: boolean | 'detail';
  /** The form shows the field only while another field has (or has not) this value. */
  showWhen?: { field: string; is: unknown } | { field: string; not: unknown };
  /** A type's own widget in the editing form instead of the kind's (e.g. 'recurrence'). */
  widget?: string;
  /** Left out of the form entirely (a value the form never edits, such as a church's fixed name). */
  hidden?: boolean;
}

/** One line of plain text, stored as typed (escaped on output). */
export interface TextField extends FieldBase {
  kind: 'text' | 'longText';
  max: number;
}

/** HTML limited to a preset of the rich-text editor, cleaned by the API with that preset. */
export interface RichField extends FieldBase {
  kind: 'rich';
  preset: RichPreset;
  /** A column holding the text without markup, for search and summaries. */
  plainColumn?: string;
}

/** A list of short texts, one per line in the form, a JSON array in the row. */
export interface LinesField extends FieldBase {
  kind: 'lines';
  max: number;
  maxItems: number;
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
}

/** `YYYY-MM-DD` and `HH:MM`, Amsterdam. */
export interface DateField extends FieldBase {
  kind: 'date' | 'time';
}

/** A list of days (`YYYY-MM-DD`, Amsterdam), each entered as a date; a JSON array in the row. */
export interface DatesField extends FieldBase {
  kind: 'dates';
  maxItems: number;
}

/** An https link; with `hosts`, only to those hosts (and their subdomains). */
export interface UrlField extends FieldBase {
  kind: 'url';
  max: number;
  hosts?: readonly string[];
  /** The message when the host is not allowed. */
  hostsMessage?: string;
}

export interface ContactField extends FieldBase {
  kind: 'email' | 'phone' | 'zipcode';
  max: number;
}

/** An IBAN (checksum and country format, stored without spaces), or an amount in euro (`12,50`, stored as `12.50`). */
export interface MoneyField extends FieldBase {
  kind: 'iban' | 'amount';
  max: number;
}

export interface IntegerField extends FieldBase {
  kind: 'integer';
  min: number;
  max: number;
}

/** A photo from the media library: its id, or null (then the item's drawing, if any). */
export interface PhotoField extends FieldBase {
  kind: 'photo';
}

/** Where a choice's options come from: fixed, or data the form loads (the churches). */
export type ChoiceSource = { values: readonly { value: string; label: string }[] } | { from: 'churches' | 'locations' | 'purposes' };

/** One of the options (a select), or several (`choices`, check boxes; a JSON array in the row). */
export interface ChoiceField extends FieldBase {
  kind: 'choice' | 'choices';
  options: ChoiceSource;
  /** The select's empty option ("Kies een kerk"). */
  placeholder?: string;
  /** An extra option after the loaded ones (an event's "Ander adres"). */
  extra?: { value: string; label: string };
}

export type FieldDef = TextField | RichField | LinesField | BooleanField | DateField | DatesField | UrlField | ContactField | MoneyField | IntegerField | PhotoField | ChoiceField;
export type FieldKind = FieldDef['kind'];

/** A field's value in the API's body and answer, by kind. */
export type ValueOf<F extends FieldDef> = F extends { kind: 'boolean' }
  ? boolean
  : F extends { kind: 'integer' }
    ? number | null
    : F extends { kind: 'photo' }
      ? number | null
      : F extends { kind: 'lines' | 'choices' | 'dates' }
        ? string[]
        : string;

/** `streamUrl` → `stream_url`. */
export type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}`
  : S;

export const snake = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The column a field is stored in, or null when the type maps it itself. */
export const columnOf = (name: string, field: FieldDef): string | null => (field.column === false ? null : (field.column ?? snake(name)));

/** A field's stored value in the row, by kind. */
export type ColumnValueOf<F extends FieldDef> = F extends { kind: 'boolean' }
  ? number
  : F extends { kind: 'integer' }
    ? number
    : F extends { kind: 'photo' }
      ? number | null
      : string;
