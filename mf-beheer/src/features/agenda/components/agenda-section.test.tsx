/**
 * The Agenda section against an admin API that behaves as the server does: add a weekly event at
 * another address (the server's Dutch messages at their fields first), delete it into the
 * Prullenbak and undo, restore from the Prullenbak, and a 409 with the Dutch message.
 */
import type { AdminEvent } from '@kerk/kit/api-types';
import { eventMessages } from '@kerk/kit/content-types';
import { NO_SIGNUPS } from '@kerk/kit/registrations';
import { renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { signedInStore } from '../../../lib/testing';
import { fakeAdminApi } from '../../../lib/testing/fake-admin-api';
import { libraryPhoto, publicChurch } from '../../../lib/testing/fake-admin-api/fixtures';
import { AgendaSection } from './agenda-section';

const PHOTO = libraryPhoto(42, { originalName: 'kring.jpg', alt: 'Open Bijbel op tafel', height: 1000, createdAt: '2026-10-01T09:00:00Z' });

const END_BEFORE_START = eventMessages.endBeforeStart;

/** The admin API with the agenda, one church and the photo library. */
function adminServer() {
  const api = fakeAdminApi();
  api.churches.push(publicChurch(7, 'wijchen', 'Open Hof', 'Wijchen'));
  api.media.push(PHOTO);
  // The API's own rule between fields (event-rules.ts): the end not before the start.
  api.refuse('POST', '/api/admin/events', { status: 400, fields: { endTime: END_BEFORE_START }, when: (sent) => String(sent.body.endTime) < String(sent.body.startTime) });
  // The recurrence in Dutch, as the API describes the series this test saves (rrule, on the server).
  const events = api.collection('event', { extra: (event) => ({ recurrence: event.recurrence || (event.repeat === 'weekly' ? 'Elke week op dinsdag, tot en met 10 november 2026' : '') }) });
  return { api, events, get posts() { return api.writes.filter((w) => w.method === 'POST' && w.path === '/api/admin/events').map((w) => w.body); } };
}

describe('Agenda', () => {
  const renderSection = () => renderWithProviders(<AgendaSection />, { store: signedInStore() });

  it('adds a weekly event at another address after the server refuses an end before the start, then deletes, undoes and restores it', async () => {
    expectWarnings(/POST \/admin\/events failed with 400/);
    const server = adminServer();
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText('Er staan hier geen evenementen.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Evenement toevoegen' }));
    await user.type(await screen.findByLabelText('Titel'), 'Bijbelkring');
    await user.type(screen.getByLabelText('Begindatum'), '2026-10-13');
    await user.clear(screen.getByLabelText('Eindtijd'));
    await user.type(screen.getByLabelText('Eindtijd'), '19:00');
    await screen.findByRole('option', { name: 'Open Hof (Wijchen)' });
    await user.selectOptions(screen.getByLabelText('Plaats'), 'ander');
    await user.selectOptions(screen.getByLabelText('Dorp'), 'wijchen');
    await user.type(screen.getByLabelText('Adres'), 'Markt 1, 6601 AA Wijchen');
    // The description's link dialog is a form of its own: adding a link saves nothing yet.
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const linkDialog = screen.getByRole('dialog', { name: 'Link' });
    await user.type(within(linkDialog).getByLabelText('Adres van de link'), '/kerkdiensten');
    await user.click(within(linkDialog).getByRole('button', { name: 'Link toevoegen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.posts).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Foto kiezen uit de bibliotheek' }));
    await user.click(await screen.findByRole('radio', { name: 'Open Bijbel op tafel' }));
    await user.click(screen.getByRole('button', { name: 'Afbeelding invoegen' }));
    expect(screen.getByRole('img', { name: 'Open Bijbel op tafel' })).toBeInTheDocument();
    // Choosing the photo saved nothing yet.
    expect(server.posts).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText('Herhaling'), 'weekly');
    await user.type(screen.getByLabelText('Tot en met'), '2026-11-10');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(END_BEFORE_START)).toBeInTheDocument();
    expect(screen.getByLabelText('Eindtijd')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Eindtijd'));
    await user.type(screen.getByLabelText('Eindtijd'), '21:30');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Het evenement is opgeslagen.')).toBeInTheDocument();
    expect(server.posts.at(-1)).toMatchObject({
      title: 'Bijbelkring', startDate: '2026-10-13', endDate: '', startTime: '20:00', endTime: '21:30', allDay: false,
      church: 'ander', location: 'wijchen', address: 'Markt 1, 6601 AA Wijchen', repeat: 'weekly', repeatUntil: '2026-11-10', repeatCount: null, mediaId: 42,
    });
    expect(await screen.findByRole('cell', { name: 'Elke week op dinsdag, tot en met 10 november 2026' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verwijderen: Bijbelkring' }));
    expect(await screen.findByText('Het evenement staat nu in de prullenbak.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    expect(await screen.findByText('Het evenement is teruggezet.')).toBeInTheDocument();
    expect(server.events.items).toHaveLength(1);

    await user.click(await screen.findByRole('button', { name: 'Verwijderen: Bijbelkring' }));
    await user.click(screen.getByRole('button', { name: 'Prullenbak' }));
    const trash = await screen.findByRole('table');
    expect(within(trash).getByText('Bijbelkring (13 oktober 2026)')).toBeInTheDocument();
    await user.click(within(trash).getByRole('button', { name: /^Terugzetten/ }));
    expect(await screen.findByText('Het evenement is teruggezet.')).toBeInTheDocument();
    expect(server.events.items).toHaveLength(1);
  });

  it('links an event taking sign-ups to its list, and a series to the section (a list per occurrence)', async () => {
    const server = adminServer();
    const single: AdminEvent = {
      id: 8, title: 'Kerstdiner', allDay: false, startDate: '2026-12-22', startTime: '17:30', endDate: '2026-12-22', endTime: '20:30', church: 'wijchen', location: 'wijchen',
      placeName: 'Open Hof', address: '', description: '', mediaId: null, repeat: 'none', repeatUntil: '', repeatCount: null, skipDates: [], moves: [], rrule: '', recurrence: '',
      startsAt: '2026-12-22T16:30:00.000Z', endsAt: '2026-12-22T19:30:00.000Z', version: 1, updatedAt: '', updatedBy: '', ...NO_SIGNUPS, signups: true, signupSeats: 60,
    };
    server.events.add(single);
    server.events.add({ ...single, id: 9, title: 'Iconen', repeat: 'weekly', repeatCount: 3, rrule: 'FREQ=WEEKLY;COUNT=3', recurrence: 'Elke week op dinsdag, 3 keer' });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Wijzigen: Kerstdiner' }));
    expect(await screen.findByRole('link', { name: 'Bekijk de aanmeldingen' })).toHaveAttribute('href', '/beheer/aanmeldingen/evenement/8');
    await user.click(screen.getByRole('button', { name: 'Terug naar de lijst' }));
    await user.click(await screen.findByRole('button', { name: 'Wijzigen: Iconen' }));
    expect(await screen.findByRole('link', { name: 'Bekijk de aanmeldingen' })).toHaveAttribute('href', '/beheer/aanmeldingen');
  });

  it('shows the conflict screen on a 409, naming who saved in between', async () => {
    expectWarnings(/PUT \/admin\/events\/7 failed with 409/);
    const server = adminServer();
    const event: AdminEvent = {
      id: 7, title: 'Bijbelkring', allDay: false, startDate: '2026-10-13', startTime: '20:00', endDate: '2026-10-13', endTime: '21:30', church: 'wijchen', location: 'wijchen',
      placeName: 'Open Hof', address: '', description: '<p>Psalmen</p>', mediaId: null, repeat: 'weekly', repeatUntil: '', repeatCount: 5, skipDates: [], moves: [], rrule: 'FREQ=WEEKLY;COUNT=5', recurrence: 'Elke week op dinsdag, 5 keer',
      startsAt: '2026-10-13T18:00:00.000Z', endsAt: '2026-10-13T19:30:00.000Z', version: 1, updatedAt: '', updatedBy: '', ...NO_SIGNUPS,
    };
    server.events.add(event);
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Wijzigen: Bijbelkring' }));
    expect(await screen.findByLabelText('Aantal keer')).toHaveValue(5);
    // The koster saves the event while this form is open.
    server.events.savedBy(7, { placeName: 'Open Hof, zaal 2' }, 'koster@example.org', '2026-10-01T09:00:00Z');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const conflict = await screen.findByRole('region', { name: 'Iemand anders heeft dit intussen gewijzigd' });
    expect(conflict).toHaveTextContent('Dit evenement is intussen gewijzigd door koster@example.org op 1 oktober 2026 om 11.00.');
    expect(within(conflict).getByRole('button', { name: 'Terug naar het formulier' })).toBeInTheDocument();
  });
});
