/**
 * The sign-ups on screen, for a beheerder: the confirmed ones in order, then the waitlist with each
 * one's place, every row with "Afmelden" (asked again first: the seats go to the waitlist). On a
 * phone the rows are cards (lib/data-table.tsx).
 */
import { css } from '@emotion/react';
import { formatDateTime } from '@kerk/kit/dates';
import { Button } from '@kerk/kit/design-system';

import { DataTable } from '../../../lib/data-table';
import { registrationsTexts } from '../../../texts';
import type { AdminRegistration } from '../api/registrations-api';

const t = registrationsTexts;
const c = t.list;

export interface SignupTableProps {
  caption: string;
  items: AdminRegistration[];
  question: string;
  waitlist?: boolean;
  onCancel: (registration: AdminRegistration) => void;
}

export function SignupTable({ caption, items, question, waitlist = false, onCancel }: SignupTableProps) {
  const columns = [waitlist ? c.position : c.seq, c.name, c.email, c.seats, ...(question ? [c.answer] : []), c.via, c.actions];
  return (
    <div css={(th) => css`margin-top: ${th.space(5)}; caption { font-size: 1.3rem; font-weight: 700; }`}>
      <DataTable caption={caption} columns={columns}>
        {items.map((r, index) => (
          <tr key={r.id}>
            <td data-label={columns[0]}>{waitlist ? r.position : index + 1}</td>
            <td data-label={c.name}>{r.name}</td>
            <td data-label={c.email}>{r.email || c.noEmail}</td>
            <td data-label={c.seats}>{r.seats}</td>
            {question ? <td data-label={c.answer}>{r.answer}</td> : null}
            <td data-label={c.via}>
              {r.source === 'phone' ? c.phone : c.web}, {formatDateTime(r.createdAt)}
            </td>
            <td data-label={c.actions}>
              <Button variant="danger" aria-label={`${t.actions.cancel}: ${r.name}`} onClick={() => onCancel(r)}>
                {t.actions.cancel}
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
