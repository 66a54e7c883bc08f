/**
 * The columns of a rooster (the service schedule a scriba imports, issue 16 and 41), read from the
 * declaration of `serviceType`: every field a visitor sees (`public`) or a service needs
 * (`required`) whose value a spreadsheet cell can hold. A column is found under the field's label or
 * under the shorter header roosters have used all along, which the example file and the messages
 * show. The API reads rooster files with these; the editing app explains them.
 */
import type { FieldDef } from './fields';
import { serviceType } from './services';

type ServiceFields = typeof serviceType.fields;

/** The kinds one cell holds (a rich text, a photo or a list of ids is no spreadsheet cell). */
const CELL_KINDS = ['text', 'longText', 'lines', 'boolean', 'url', 'date', 'time', 'choice'] as const;
type CellKind = (typeof CELL_KINDS)[number];

type Importable<F> = F extends { kind: CellKind } ? (F extends { public: true } | { required: true } ? true : false) : false;

/** A field a rooster column fills. */
export type RoosterField = { [K in keyof ServiceFields]: Importable<ServiceFields[K]> extends true ? K : never }[keyof ServiceFields];

/**
 * The headers rooster files have used, where they differ from the label. The purposes are read by
 * their names (`collections`, matched to purposes as a save does) under the purposes' own label.
 */
const SHORT_HEADERS: Partial<Record<RoosterField, string>> = {
  collections: serviceType.fields.purposes.label,
  streamed: 'Uitgezonden',
  streamUrl: 'Link uitzending',
  recordingUrl: 'Link opname',
};

export interface RoosterColumn {
  field: RoosterField;
  kind: CellKind;
  /** The name in the example file and in messages ("Rij 4, kolom Link uitzending: …"). */
  header: string;
  /** Every name the column is found under: the header and the field's label. */
  names: string[];
  required: boolean;
}

const isCellField = (field: FieldDef): field is FieldDef & { kind: CellKind } => (CELL_KINDS as readonly string[]).includes(field.kind);

/** The rooster's columns in the declaration's order; the required ones (Datum, Tijd, Kerk) first. */
export const ROOSTER_COLUMNS: readonly RoosterColumn[] = Object.entries(serviceType.fields as Record<string, FieldDef>).flatMap(([name, field]) => {
  if (!isCellField(field) || !(field.public || field.required)) return [];
  const header = SHORT_HEADERS[name as RoosterField] ?? field.label;
  // streamUrl is required only while shown (a streamed service): not a column a rooster must have.
  const required = field.required === true && !field.showWhen;
  return [{ field: name as RoosterField, kind: field.kind, header, names: [...new Set([header, field.label])], required }];
});
