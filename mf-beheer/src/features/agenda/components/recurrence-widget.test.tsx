/**
 * A series' exceptions in the event form (issue 41): "Niet op deze datums" and "Verplaatsen naar"
 * show once the event repeats; the days are entered in date boxes, a move with its new day and
 * time. The server's message for a day the recurrence has no occurrence shows at its field, tied
 * to it; the body the form sends holds the days and the moves as the API takes them.
 */
import { eventMessages } from '@kerk/kit/content-types';
import { renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { signedInStore } from '../../../lib/testing';
import { fakeAdminApi } from '../../../lib/testing/fake-admin-api';
import { publicChurch } from '../../../lib/testing/fake-admin-api/fixtures';
import { AgendaSection } from './agenda-section';

const NOT_AN_OCCURRENCE = eventMessages.notAnOccurrence('Niet op deze datums', '2026-12-24');

/** The admin API as far as the form needs it; it refuses 24 December (a Thursday) as the server does. */
function adminServer() {
  const api = fakeAdminApi();
  api.churches.push(publicChurch(2, 'druten', 'De Ark', 'Druten'));
  api.refuse('POST', '/api/admin/events', { status: 400, fields: { skipDates: NOT_AN_OCCURRENCE }, when: (sent) => (sent.body.skipDates as string[]).includes('2026-12-24') });
  // The recurrence in Dutch, as the API describes this series (rrule, on the server).
  api.collection('event', { extra: () => ({ recurrence: 'Elke week op vrijdag, tot en met 1 januari 2027' }) });
  return { get posts() { return api.writes.map((w) => w.body); } };
}

describe('the recurrence widget', () => {
  it('skips 25 December and moves 18 December to the 17th at 14:30, after the server refused a day without an occurrence', async () => {
    expectWarnings(/POST \/admin\/events failed with 400/);
    const server = adminServer();
    const user = userEvent.setup();
    renderWithProviders(<AgendaSection />, { store: signedInStore() });
    await user.click(await screen.findByRole('button', { name: 'Evenement toevoegen' }));
    await user.type(await screen.findByLabelText('Titel'), 'Koffieochtend');
    await user.type(screen.getByLabelText('Begindatum'), '2026-12-04');
    await screen.findByRole('option', { name: 'De Ark (Druten)' });
    await user.selectOptions(screen.getByLabelText('Plaats'), 'druten');
    // A single event has no exceptions.
    expect(screen.queryByRole('group', { name: 'Niet op deze datums' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Herhaling'), 'weekly');
    await user.type(screen.getByLabelText('Tot en met'), '2027-01-01');

    const skipped = screen.getByRole('group', { name: 'Niet op deze datums' });
    await user.click(screen.getByRole('button', { name: 'Datum toevoegen' }));
    await user.type(screen.getByLabelText('Niet op deze datums: datum 1'), '2026-12-24');
    await user.click(screen.getByRole('button', { name: 'Verplaatsing toevoegen' }));
    await user.type(screen.getByLabelText('Verplaatsing 1: datum volgens de herhaling'), '2026-12-18');
    await user.type(screen.getByLabelText('Verplaatsing 1: nieuwe datum'), '2026-12-17');
    await user.type(screen.getByLabelText('Verplaatsing 1: nieuwe begintijd'), '14:30');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(NOT_AN_OCCURRENCE)).toBeInTheDocument();
    expect(skipped).toHaveAccessibleDescription(expect.stringContaining(NOT_AN_OCCURRENCE));

    await user.clear(screen.getByLabelText('Niet op deze datums: datum 1'));
    await user.type(screen.getByLabelText('Niet op deze datums: datum 1'), '2026-12-25');
    // An added row left empty is no day.
    await user.click(screen.getByRole('button', { name: 'Datum toevoegen' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Het evenement is opgeslagen.')).toBeInTheDocument();
    expect(server.posts.at(-1)).toMatchObject({ repeat: 'weekly', repeatUntil: '2027-01-01', skipDates: ['2026-12-25'], moves: ['2026-12-18 2026-12-17 14:30'] });
  });
});
