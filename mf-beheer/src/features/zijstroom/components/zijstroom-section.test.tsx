/**
 * The Zijstroom section against an admin API that behaves as the server does (issue 33): write an
 * issue with the paper edition's PDF, look at it as the mail (the sandboxed frame with the mail's
 * own HTML, the plain-text tab), send a proof to oneself, send it now after the question (over the
 * version looked at), then follow it locked: "1.240 van 1.310 verstuurd" and "Pauzeren". "Versturen
 * op …" asks with the moment; a locked save is a message, not the conflict screen; a PDF whose upload
 * failed is not dropped by "Opslaan" (issue 41). The subscribers:
 * the counts, a search, the bounces marked, removal after the question, the CSV: for a beheerder only.
 */
import { adminZijstroomSchema, dataAnswerSchema, listMetaSchema, zijstroomPreviewSchema, zijstroomProgressSchema, zijstroomSubscriberCountsSchema, zijstroomSubscriberSchema } from '@kerk/kit/api-schemas';
import type { AdminZijstroom, ZijstroomSubscriber } from '@kerk/kit/api-types';
import { renderWithProviders } from '@kerk/kit/testing';
import { expectWarnings } from '@kerk/kit/testing/console';
import { Type } from '@sinclair/typebox';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeUploads } from '../../../lib/content/testing';
import { signedInStore, TEST_SESSION } from '../../../lib/testing';
import { fakeAdminApi, type Sent } from '../../../lib/testing/fake-admin-api';
import { ZijstroomSection } from './zijstroom-section';

const PDF = { id: 7, name: 'zijstroom-december.pdf', bytes: 2_200_000 };
const MAIL_HTML = '<!doctype html><html lang="nl"><body style="margin: 0;"><h1 style="color: #14264b;">Zijstroom 6 december</h1><p>Welkom.</p></body></html>';

const subscribersSchema = Type.Object({ data: Type.Array(zijstroomSubscriberSchema), meta: listMetaSchema, counts: zijstroomSubscriberCountsSchema });
const issueSchema = dataAnswerSchema(adminZijstroomSchema, 'issue');

/** The admin API with Zijstroom's issues and the calls of its section: preview, proof, sending, progress, the subscribers. */
function adminServer() {
  const api = fakeAdminApi();
  const zijstroom = api.collection('zijstroom', { extra: (issue) => ({ attachment: issue.attachmentId === PDF.id ? PDF : null }) });
  const state = {
    get issues() {
      return zijstroom.items;
    },
    get writes() {
      return api.writes.map(({ method, path, body, ifMatch }) => ({ method, path, body, ifMatch }));
    },
    progress: { status: 'sending' as const, recipients: 1310, sent: 1240, failed: 2, skipped: 0, waiting: 68 },
    subscribers: [
      { id: 1, email: 'anna@example.org', name: 'Anna de Vries', status: 'confirmed', createdAt: '2026-11-20T10:00:00.000Z', confirmedAt: '2026-11-20T10:05:00.000Z', bounces: 0, undeliverableAt: null },
      { id: 2, email: 'kees@example.org', name: '', status: 'confirmed', createdAt: '2026-11-01T10:00:00.000Z', confirmedAt: '2026-11-01T10:05:00.000Z', bounces: 3, undeliverableAt: '2026-11-22T08:00:00.000Z' },
    ] as ZijstroomSubscriber[],
    searches: [] as string[],
  };
  const action = (name: string) => new RegExp(`^/api/admin/zijstroom/(\\d+)/${name}$`);
  const issueOf = (sent: Sent) => zijstroom.items.find((issue) => issue.id === Number(/\/zijstroom\/(\d+)\//.exec(sent.path)?.[1]));
  api
    .route('GET', action('voorbeeld'), dataAnswerSchema(zijstroomPreviewSchema, 'preview'), (sent) => {
      const issue = issueOf(sent);
      return issue && { body: { data: { subject: String(issue.title), html: MAIL_HTML, text: 'Zijstroom 6 december\n\nWelkom.', attachment: issue.attachment, recipients: 1310 } } };
    })
    .route('POST', action('proef'), dataAnswerSchema(Type.Object({ to: Type.String() }), 'proof'), { status: 202, body: { data: { to: TEST_SESSION.user.email } } })
    .route('POST', action('versturen'), issueSchema, (sent) => {
      const issue = issueOf(sent);
      Object.assign(issue!, { status: 'sending', version: issue!.version + 1, sendAt: String(sent.body.sendAt ?? '2026-11-23T20:05:40.000Z'), recipients: 1310, sent: 1240 });
      return { body: { data: issue } };
    })
    .route('GET', action('voortgang'), dataAnswerSchema(zijstroomProgressSchema, 'progress'), () => ({ body: { data: state.progress } }))
    .route('POST', action('pauzeren'), issueSchema, (sent) => {
      Object.assign(issueOf(sent)!, { status: 'paused' });
      state.progress = { ...state.progress, status: 'paused' as 'sending' };
      return { body: { data: issueOf(sent) } };
    })
    .route('GET', '/api/admin/zijstroom/abonnees', subscribersSchema, (sent) => {
      const q = sent.url.searchParams.get('q') ?? '';
      state.searches.push(q);
      const data = state.subscribers.filter((s) => `${s.email} ${s.name}`.toLowerCase().includes(q.toLowerCase()));
      return { body: { data, meta: { page: 1, pageSize: 50, total: data.length }, counts: { confirmed: 1239, pending: 3, undeliverable: 1 } } };
    })
    .route('DELETE', /^\/api\/admin\/zijstroom\/abonnees\/\d+$/, null, (sent) => {
      state.subscribers = state.subscribers.filter((s) => s.id !== Number(sent.path.split('/').at(-1)));
      return { status: 204, body: null };
    });
  /** An issue as the API answers it. */
  const item = (fields: Pick<AdminZijstroom, 'title' | 'body' | 'attachmentId'>, id: number, version: number): AdminZijstroom => ({
    ...fields, id, version, status: 'draft', sendAt: null, sentAt: null, recipients: 0, sent: 0, attachment: fields.attachmentId === PDF.id ? PDF : null, updatedAt: '', updatedBy: '',
  });
  return { state, item, zijstroom };
}

// Monday 23 November 2026, 21:05:40 in Amsterdam: the app's clock (useRenderNow reads Date.now).
const NOW = Date.parse('2026-11-23T20:05:40.000Z');

describe('Zijstroom', () => {
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
  afterEach(() => jest.restoreAllMocks());

  const renderSection = (session = TEST_SESSION) => renderWithProviders(<ZijstroomSection />, { store: signedInStore(session) });

  it('writes an issue with the PDF, shows the mail as sent, sends a proof, sends it now after the question, then shows its progress and pauses', async () => {
    const { state } = adminServer();
    const uploads = fakeUploads({ status: 201, body: { data: PDF } });
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText('Er is nog geen Zijstroom geschreven.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nieuwe Zijstroom schrijven' }));
    await user.type(await screen.findByLabelText('Titel'), 'Zijstroom 6 december');
    const area = screen.getByRole('textbox', { name: 'Tekst' }) as unknown as { editor: import('@tiptap/core').Editor };
    act(() => {
      area.editor.commands.setContent('<p>Welkom.</p>', { emitUpdate: true });
    });
    expect(screen.getByText('Er gaat geen pdf mee.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Pdf kiezen'), new File(['%PDF-1.4'], 'zijstroom-december.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Deze pdf gaat mee: zijstroom-december.pdf (2,1 MB)')).toBeInTheDocument();
    expect(uploads[0]!.url).toBe('/api/admin/zijstroom/bijlagen?name=zijstroom-december.pdf');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(/De Zijstroom is opgeslagen/)).toBeInTheDocument();
    expect(state.writes.find((w) => w.path === '/api/admin/zijstroom')!.body).toEqual({ title: 'Zijstroom 6 december', body: '<p>Welkom.</p>', attachmentId: 7 });
    const row = (await screen.findByText('Zijstroom 6 december')).closest('tr')!;
    expect(within(row).getByText('Nog niet verstuurd')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Bekijken en versturen: Zijstroom 6 december' }));
    const frame = await screen.findByTitle('Voorbeeld van de e-mail "Zijstroom 6 december"');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', MAIL_HTML);
    expect(screen.getByText(/Bijlage: zijstroom-december\.pdf \(2,1 MB\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'De tekst wijzigen' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Alleen tekst' }));
    expect(screen.getByRole('tabpanel', { name: 'Alleen tekst' })).toHaveTextContent('Zijstroom 6 december Welkom.');
    expect(screen.getByText('Deze Zijstroom gaat naar 1.310 abonnees.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stuur een proef naar mijzelf' }));
    expect(await screen.findByText('Er is een proef gestuurd naar koster@example.org. Kijk over een paar minuten in uw mailbox.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nu versturen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Weet u zeker dat u deze Zijstroom nu wilt versturen naar 1.310 abonnees? Daarna kunt u de tekst niet meer wijzigen.');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, nu versturen' }));
    expect(await screen.findByText('De Zijstroom wordt nu verstuurd. Hieronder ziet u hoe ver het is.')).toBeInTheDocument();
    expect(await screen.findByText('1.240 van 1.310 verstuurd')).toBeInTheDocument();
    expect(state.writes.find((w) => w.path === '/api/admin/zijstroom/1/versturen')).toEqual({ method: 'POST', path: '/api/admin/zijstroom/1/versturen', body: {}, ifMatch: '"1"' });
    expect(await screen.findByText('2 e-mails werden geweigerd door de mailserver van de ontvanger.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nu versturen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'De tekst wijzigen' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pauzeren' }));
    expect(await screen.findByRole('button', { name: 'Hervatten' })).toBeInTheDocument();
    expect(screen.getByText(/Het versturen is gepauzeerd/)).toBeInTheDocument();
  });

  it('asks "Versturen op …" with the moment, in Amsterdam, and sends that moment', async () => {
    const { state, zijstroom, item } = adminServer();
    zijstroom.add(item({ title: 'Zijstroom 18 december', body: '<p>Kerst.</p>', attachmentId: null }, 1, 3));
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Bekijken en versturen: Zijstroom 18 december' }));
    await user.click(await screen.findByRole('button', { name: 'Versturen op …' }));
    // The form starts tomorrow at 7.00.
    expect(screen.getByLabelText('Datum')).toHaveValue('2026-11-24');
    await user.clear(screen.getByLabelText('Datum'));
    await user.type(screen.getByLabelText('Datum'), '2026-12-18');
    const submit = screen.getByRole('button', { name: /^Versturen .*18 december 2026/ });
    // The exact words on the button: one "op", from the moment itself.
    expect(submit.textContent).toBe('Versturen op vrijdag 18 december 2026 om 07.00 uur');
    await user.click(submit);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Weet u zeker dat u deze Zijstroom op vrijdag 18 december 2026 om 07.00 uur wilt versturen naar 1.310 abonnees');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, zo versturen' }));
    expect(await screen.findByText('De Zijstroom staat klaar: hij wordt op vrijdag 18 december 2026 om 07.00 uur verstuurd.')).toBeInTheDocument();
    expect(state.writes.find((w) => w.path.endsWith('/versturen'))).toMatchObject({ body: { sendAt: '2026-12-18T06:00:00.000Z' }, ifMatch: '"3"' });
  });

  it('says in Dutch that a locked issue cannot change, keeping what was typed, without the conflict screen', async () => {
    expectWarnings(/PUT \/admin\/zijstroom\/1 failed with 409/);
    const { zijstroom, item } = adminServer();
    zijstroom.add(item({ title: 'Zijstroom 6 december', body: '<p>Welkom.</p>', attachmentId: null }, 1, 1));
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Wijzigen: Zijstroom 6 december' }));
    await user.type(await screen.findByLabelText('Titel'), ' (herzien)');
    // Meanwhile someone schedules it: the API no longer lets its text change.
    zijstroom.items[0]!.status = 'scheduled';
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(/De tekst kan daarom niet meer veranderen/)).toBeInTheDocument();
    expect(screen.getByLabelText('Titel')).toHaveValue('Zijstroom 6 december (herzien)');
    expect(screen.queryByRole('region', { name: 'Iemand anders heeft dit intussen gewijzigd' })).toBeNull();
  });

  it('refuses Opslaan at the PDF whose upload failed, saving nothing, and saves with it once it goes', async () => {
    const { state } = adminServer();
    const uploads = fakeUploads('offline', 'offline', { status: 201, body: { data: PDF } });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Nieuwe Zijstroom schrijven' }));
    await user.type(await screen.findByLabelText('Titel'), 'Zijstroom 6 december');
    await user.upload(screen.getByLabelText('Pdf kiezen'), new File(['%PDF-1.4'], 'zijstroom-december.pdf', { type: 'application/pdf' }));
    const field = screen.getByRole('group', { name: 'Papieren uitgave (pdf)' });
    expect(await within(field).findByText('Het uploaden is niet gelukt. Controleer de verbinding en probeer het opnieuw.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Er is niets opgeslagen: wat u koos bij "Papieren uitgave (pdf)" kon niet mee. Bekijk de melding daar.')).toBeInTheDocument();
    expect(within(field).getByText('Het uploaden is niet gelukt. Controleer de verbinding en probeer het opnieuw.')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(state.writes.filter((w) => w.path === '/api/admin/zijstroom')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(/De Zijstroom is opgeslagen/)).toBeInTheDocument();
    expect(uploads).toHaveLength(3);
    expect(state.writes.find((w) => w.path === '/api/admin/zijstroom')!.body).toMatchObject({ title: 'Zijstroom 6 december', attachmentId: 7 });
  });

  it('shows the subscribers with their counts and bounces, searches, removes one after the question, and offers the CSV to a beheerder', async () => {
    const { state } = adminServer();
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Abonnees' }));
    expect(await screen.findByText(/1\.239 abonnees krijgen Zijstroom\. 3 aanmeldingen zijn nog niet bevestigd\. 1 adres is onbestelbaar\./)).toBeInTheDocument();
    const kees = screen.getByText('kees@example.org').closest('tr')!;
    expect(within(kees).getByText('Onbestelbaar sinds 22-11-2026: er gaat niets meer heen')).toBeInTheDocument();
    expect(within(screen.getByText('anna@example.org').closest('tr')!).getByText('20-11-2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lijst downloaden (CSV, voor Excel)' })).toHaveAttribute('href', '/api/admin/zijstroom/abonnees.csv');

    await user.type(screen.getByLabelText('Zoeken op e-mailadres of naam'), 'vries');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(await screen.findByText('1 gevonden')).toBeInTheDocument();
    expect(state.searches.at(-1)).toBe('vries');
    expect(screen.queryByText('kees@example.org')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Verwijderen: anna@example.org' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Wilt u anna@example.org verwijderen, omdat de lezer daarom vroeg?');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, verwijderen' }));
    expect(await screen.findByText('anna@example.org is verwijderd en krijgt geen Zijstroom meer.')).toBeInTheDocument();
    expect(state.writes.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/admin/zijstroom/abonnees/1' });
  });

  it('offers the subscribers to a beheerder only: a redacteur gets no "Abonnees" and never asks for them', async () => {
    const { state } = adminServer();
    renderSection({ ...TEST_SESSION, user: { email: 'anna@example.org', role: 'redacteur' } });
    expect(await screen.findByText('Er is nog geen Zijstroom geschreven.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nieuwe Zijstroom schrijven' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abonnees' })).toBeNull();
    expect(state.searches).toEqual([]);
  });
});
