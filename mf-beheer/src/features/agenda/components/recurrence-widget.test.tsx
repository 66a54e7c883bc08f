/**
 * A series' exceptions in the event form (issue 41): "Niet op deze datums" and "Verplaatsen naar"
 * show once the event repeats; the days are entered in date boxes, a move with its new day and
 * time. The server's message for a day the recurrence has no occurrence shows at its field, tied
 * to it; the body the form sends holds the days and the moves as the API takes them.
 */
import { mockFetch, renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeDrafts } from '../../../lib/content/testing';
import { signedInStore } from '../../../lib/testing';
import { AgendaSection } from './agenda-section';

const NOT_AN_OCCURRENCE = 'Op 24 december 2026 is er volgens de herhaling geen keer. Kies bij "Niet op deze datums" een datum waarop het evenement zou plaatsvinden.';

/** The admin API as far as the form needs it; it refuses 24 December (a Thursday) as the server does. */
function adminServer() {
  const posts: Record<string, unknown>[] = [];
  const drafts = fakeDrafts();
  mockFetch((url, init) => {
    const draft = drafts.handle(url, init);
    if (draft) return draft;
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/churches') return { body: { data: [{ slug: 'druten', name: 'De Ark', city: 'Druten' }], meta: { page: 1, pageSize: 50, total: 1 } } };
    if (url.pathname === '/api/admin/events' && method === 'GET') return { body: { data: [], meta: { page: 1, pageSize: 20, total: 0 } } };
    if (url.pathname !== '/api/admin/events' || method !== 'POST') return undefined;
    const body = JSON.parse(String(init!.body)) as Record<string, unknown>;
    posts.push(body);
    if ((body.skipDates as string[]).includes('2026-12-24'))
      return { status: 400, body: { code: 'validation_error', message: 'Het evenement is niet opgeslagen. Bekijk de meldingen bij de velden.', fields: { skipDates: NOT_AN_OCCURRENCE } } };
    return { status: 201, body: { data: { ...body, id: 1, recurrence: 'Elke week op vrijdag, tot en met 1 januari 2027', version: 1, updatedAt: '', updatedBy: '' } } };
  });
  return posts;
}

describe('the recurrence widget', () => {
  it('skips 25 December and moves 18 December to the 17th at 14:30, after the server refused a day without an occurrence', async () => {
    expectWarnings(/POST \/admin\/events failed with 400/);
    const posts = adminServer();
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
    expect(posts.at(-1)).toMatchObject({ repeat: 'weekly', repeatUntil: '2027-01-01', skipDates: ['2026-12-25'], moves: ['2026-12-18 2026-12-17 14:30'] });
  });
});
