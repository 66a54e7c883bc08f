/**
 * The list for the door on paper (issue 43), printed with "Lijst voor de deur afdrukken"
 * (window.print): A4, the congregation's name and the service or event with its day on top, the
 * names in order with their seats and a box to tick, the waitlist apart. It is rendered into
 * `<body>` beside the site (a portal), hidden on screen; while printing it is all there is: the
 * site's header, the editing app's menu and every button stay off the paper (the kit's print
 * sheet already prints black on white, whichever theme is on).
 */
import { css, Global } from '@emotion/react';
import { formatDateTime } from '@kerk/kit/dates';
import { useSettings } from '@kerk/kit/store';
import { createPortal } from 'react-dom';

import { registrationsTexts } from '../../../texts';
import type { AdminRegistration, AdminRegistrationList } from '../api/registrations-api';
import { whenText } from './when';

const t = registrationsTexts;

const printSheet = css`
  [data-door-list] { display: none; }
  @media print {
    @page { size: A4 portrait; margin: 15mm; }
    body > :not([data-door-list]) { display: none !important; }
    [data-door-list] { display: block !important; font-size: 11pt; }
  }
`;

const table = css`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: 8mm;
  th, td { text-align: left; vertical-align: top; padding: 2mm 2mm; border-bottom: 0.3mm solid; }
  th { border-bottom-width: 0.6mm; }
  td.number, th.number { text-align: right; width: 12mm; }
  td.tick, th.tick { width: 20mm; text-align: center; }
`;

/** The box to tick, on paper: an empty square (form controls are not printed). */
const box = css`display: inline-block; width: 5mm; height: 5mm; border: 0.4mm solid;`;

function Rows({ items, question, first }: { items: AdminRegistration[]; question: string; first: (r: AdminRegistration) => number }) {
  return (
    <table css={table}>
      <thead>
        <tr>
          <th className="number">{t.list.seq}</th>
          <th>{t.list.name}</th>
          <th className="number">{t.list.seats}</th>
          {question ? <th>{t.list.answer}</th> : null}
          <th className="tick">{t.door.present}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((r) => (
          <tr key={r.id}>
            <td className="number">{first(r)}</td>
            <td>{r.name}</td>
            <td className="number">{r.seats}</td>
            {question ? <td>{r.answer}</td> : null}
            <td className="tick">
              <span css={box} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DoorList({ list, printedAt }: { list: AdminRegistrationList; printedAt: Date }) {
  const site = useSettings()?.title ?? '';
  const confirmed = list.items.filter((r) => r.status === 'confirmed');
  const waiting = list.items.filter((r) => r.status === 'waitlisted');
  const content = (
    <div data-door-list="">
      <Global styles={printSheet} />
      {site ? <p css={css`margin: 0 0 2mm; font-weight: 600;`}>{site}</p> : null}
      <h1 css={css`margin: 0 0 1mm; font-size: 18pt;`}>
        {t.door.heading}: {list.title}
      </h1>
      <p css={css`margin: 0 0 1mm; font-size: 13pt;`}>
        {whenText(list.startsAt)}
        {list.place ? `, ${list.place}` : ''}
      </p>
      <p css={css`margin: 0 0 5mm;`}>{t.door.total(list.taken, list.limit)}</p>
      <h2 css={css`font-size: 14pt; margin: 0 0 2mm;`}>{t.signups}</h2>
      {confirmed.length > 0 ? <Rows items={confirmed} question={list.question} first={(r) => confirmed.indexOf(r) + 1} /> : <p>{t.noSignups}</p>}
      {waiting.length > 0 ? (
        <>
          <h2 css={css`font-size: 14pt; margin: 0 0 2mm; break-after: avoid;`}>{t.waitlist}</h2>
          <Rows items={waiting} question={list.question} first={(r) => r.position ?? 0} />
        </>
      ) : null}
      <p css={css`font-size: 9pt;`}>{t.door.printedAt(formatDateTime(printedAt))}</p>
    </div>
  );
  return typeof document === 'undefined' ? null : createPortal(content, document.body);
}
