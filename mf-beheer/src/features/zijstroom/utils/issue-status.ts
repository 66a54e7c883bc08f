/** How the Zijstroom section names a moment, a file's size and where an issue stands, in Dutch. */
import type { AdminZijstroom } from '@kerk/kit/api-types';
import { formatDate } from '@kerk/kit/dates';

import { zijstroomTexts as t } from '../../../texts';

/** "op vrijdag 4 december 2026 om 07.00 uur" (Amsterdam). */
export const whenText = (iso: string) => `op ${formatDate(iso, 'dddd D MMMM YYYY')} om ${formatDate(iso, 'HH.mm')} uur`;

const oneDecimal = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

/** 2_200_000 → "2,1 MB"; 40_000 → "39 kB". */
export const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${oneDecimal.format(bytes / (1024 * 1024))} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`);

/** The list's "Stand van zaken" of an issue. */
export function statusText(issue: Pick<AdminZijstroom, 'status' | 'sendAt' | 'sentAt' | 'sent' | 'recipients'>): string {
  switch (issue.status) {
    case 'draft':
      return t.status.draft;
    case 'scheduled':
      return t.status.scheduled(whenText(issue.sendAt ?? ''));
    case 'sending':
      return t.status.sending(issue.sent, issue.recipients);
    case 'paused':
      return t.status.paused(issue.sent, issue.recipients);
    case 'sent':
      return t.status.sent(whenText(issue.sentAt ?? ''));
  }
}
