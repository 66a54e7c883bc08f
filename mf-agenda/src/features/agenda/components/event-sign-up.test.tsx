/** The kit's sign-up block on an event's page (issue 43): the editor's question, and a series' occurrence. */
import { eventDetailSchema, registrationStateSchema } from '@kerk/kit/api-schemas';
import { renderWithProviders } from '@kerk/kit/testing';
import { fixture } from '@kerk/kit/testing/answers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { detail, mockAgendaApi } from '../test-fixtures';
import { EventPage } from './event-page';

const registration = fixture(registrationStateSchema, { limit: 60, taken: 60, open: true, closesAt: '2026-12-26T11:00:00.000Z', maxSeats: 4, question: 'Neemt u iets mee voor het buffet?' }, 'A full sign-up');
const series = fixture(eventDetailSchema, { ...detail, recurrence: 'Elke week op maandag', startsAt: '2026-11-30T09:00:00.000Z', registration }, 'A series taking sign-ups');

describe('the sign-up on an event page', () => {
  it("asks the editor's question (optional), offers the waitlist when full and signs up for the occurrence shown", async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    mockAgendaApi(() => undefined, (url) => {
      if (url.pathname === '/api/events/1') return { body: { data: series } };
      return undefined;
    });
    const fetchMock = global.fetch as jest.Mock;
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: string, init?: RequestInit) => {
      if (String(input).endsWith('/events/1/registrations')) {
        posted.push(JSON.parse(String(init?.body)));
        return { ok: true, status: 201, statusText: '', text: async () => JSON.stringify({ data: { status: 'waitlisted', seats: 2, position: 3 } }) };
      }
      return original(input, init);
    });
    const { container } = renderWithProviders(<EventPage />, { route: '/evenement/1?datum=2026-11-30', path: '/evenement/:id' });
    const block = await screen.findByRole('region', { name: 'Aanmelden' });
    expect(block).toHaveTextContent('Het evenement is vol. U kunt zich aanmelden voor de wachtlijst.');
    expect(container.querySelector('form[method="post"]')?.getAttribute('action')).toBe('/evenement/1/aanmelden?datum=2026-11-30');
    const question = screen.getByLabelText('Neemt u iets mee voor het buffet?');
    expect(question).toHaveAccessibleDescription('Mag leeg blijven.');
    await user.type(screen.getByLabelText('Naam'), 'Els Bakker');
    await user.type(screen.getByLabelText('E-mailadres'), 'els@example.nl');
    await user.selectOptions(screen.getByLabelText('Aantal plaatsen'), '2');
    await user.type(question, 'Een salade');
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(await screen.findByText('Het evenement is vol. U staat op de wachtlijst (plaats 3)')).toBeInTheDocument();
    expect(posted).toEqual([{ name: 'Els Bakker', email: 'els@example.nl', seats: 2, answer: 'Een salade', occurrence: '2026-11-30T09:00:00.000Z' }]);
  });
});
