/**
 * Giving (issue 34) through the API: a beheerder sets the congregation's account and the websites a
 * payment link may go to; an editor adds collection purposes (the IBAN checked with ibantools, a
 * Dutch message per field and `{code, message}`), picks them for a service, and the public answers
 * carry the account, the QR code of the service's day and its PNG. A name without a purpose (the
 * rooster, an older client) becomes an archived purpose marked for beheer's notice.
 */
import jsQR from 'jsqr';
import sharp from 'sharp';

import { useEditors } from '../../admin-editors';

const NOW = '2026-11-25T09:00:00Z';
const IBAN_MESSAGE = 'Dit rekeningnummer klopt niet. Controleer het IBAN.';

const PURPOSE = {
  name: 'Stichting Present',
  description: '<p>Vrijwilligers helpen <strong>buren</strong>.</p><script>x()</script>',
  iban: 'nl91 abna 0417 1643 00',
  holder: 'Stichting Present Wijchen',
  amount: '12,5',
  paymentUrl: '',
  active: true,
};

async function decodeSvg(svg: string): Promise<string> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 }).resize(600, 600, { kernel: 'nearest' }).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? 'geen QR-code';
}

describe('/api/admin/purposes, /api/admin/giving-settings and /api/giving', () => {
  const ed = useEditors('/api/admin', NOW);
  const { call } = ed;

  const create = async (fields: object = PURPOSE) => {
    const res = await call(ed.redacteur, 'POST', '/purposes', fields);
    expect([res.statusCode, res.body]).toEqual([201, expect.any(String)]);
    return res.json().data as { id: number; version: number; iban: string; amount: string };
  };

  it('adds a purpose: the IBAN stored without spaces, the amount as 12.50, the description cleaned; public on /api/giving with its QR code', async () => {
    const created = await create();
    expect(created).toMatchObject({ name: 'Stichting Present', iban: 'NL91ABNA0417164300', amount: '12.50', active: true, migrated: false, description: '<p>Vrijwilligers helpen <strong>buren</strong>.</p>' });
    const res = await ed.app.inject({ url: '/api/giving?day=2026-12-06' });
    expect(res.statusCode).toBe(200);
    const purpose = (res.json().data as { id: number; iban: string; holder: string; qrSvg: string; qrPng: string; remittance: string }[]).find((p) => p.id === created.id)!;
    expect(purpose).toMatchObject({ iban: 'NL91 ABNA 0417 1643 00', holder: 'Stichting Present Wijchen', remittance: 'Collecte Stichting Present 06-12-2026' });
    expect((await decodeSvg(purpose.qrSvg)).split('\n')).toEqual(['BCD', '002', '1', 'SCT', '', 'Stichting Present Wijchen', 'NL91ABNA0417164300', 'EUR12.50', '', '', 'Collecte Stichting Present 06-12-2026']);
    const png = await ed.app.inject({ url: purpose.qrPng });
    expect([png.statusCode, png.headers['content-type']]).toEqual([200, 'image/png']);
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ width: 1000, height: 1000 });
  });

  it('refuses a wrong IBAN with the Dutch message, {code, message} and the field; a good one with spaces passes', async () => {
    for (const iban of ['NL91ABNA0417164301', 'NL91 ABNA 0417', 'XX00 1234', '1234567']) {
      const res = await call(ed.redacteur, 'POST', '/purposes', { ...PURPOSE, iban });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', message: 'Het collectedoel is niet opgeslagen. Bekijk de meldingen bij de velden.', fields: { iban: IBAN_MESSAGE } });
    }
    for (const iban of ['BE68 5390 0754 7034', 'DE89370400440532013000']) expect((await call(ed.redacteur, 'POST', '/purposes', { ...PURPOSE, iban })).statusCode).toBe(201);
    const noHolder = await call(ed.redacteur, 'POST', '/purposes', { ...PURPOSE, holder: '' });
    expect(noHolder.json().fields).toEqual({ holder: 'Vul bij een eigen rekeningnummer ook de naam van de rekeninghouder in.' });
  });

  it('takes the congregation’s account for a purpose without its own, and checks the settings', async () => {
    const bad = await call(ed.koster, 'PUT', '/giving-settings', { iban: 'NL00RABO0123456789', holder: 'PG', bic: '', linkHosts: [] });
    expect([bad.statusCode, bad.json()]).toEqual([400, { code: 'validation_error', message: IBAN_MESSAGE, fields: { iban: IBAN_MESSAGE } }]);
    expect((await call(ed.redacteur, 'PUT', '/giving-settings', { iban: '', holder: '', bic: '', linkHosts: [] })).statusCode).toBe(403);
    const saved = await call(ed.koster, 'PUT', '/giving-settings', { iban: 'NL44 RABO 0123 4567 89', holder: 'Protestantse Gemeente Maas en Waal', bic: 'RABONL2U', linkHosts: ['https://tikkie.me/x'] });
    expect(saved.json().data).toEqual({ iban: 'NL44RABO0123456789', holder: 'Protestantse Gemeente Maas en Waal', bic: 'RABONL2U', linkHosts: ['tikkie.me'] });
    const created = await create({ ...PURPOSE, name: 'Orgelfonds', iban: '', holder: '', amount: '' });
    const one = (await ed.app.inject({ url: `/api/giving/purposes/${created.id}?day=2027-01-03` })).json().data as { qrSvg: string; iban: string };
    expect(one.iban).toBe('NL44 RABO 0123 4567 89');
    expect((await decodeSvg(one.qrSvg)).split('\n')).toEqual(['BCD', '002', '1', 'SCT', 'RABONL2U', 'Protestantse Gemeente Maas en Waal', 'NL44RABO0123456789', '', '', '', 'Collecte Orgelfonds 03-01-2027']);
  });

  it('allows a payment link only over https to the hosts the settings allow', async () => {
    const link = (paymentUrl: string) => call(ed.redacteur, 'POST', '/purposes', { ...PURPOSE, paymentUrl });
    expect((await call(ed.koster, 'PUT', '/giving-settings', { iban: '', holder: '', bic: '', linkHosts: [] })).statusCode).toBe(200);
    expect((await link('https://tikkie.me/pay/1')).json().fields.paymentUrl).toMatch(/^Er zijn nog geen websites voor betaallinks toegestaan/);
    await call(ed.koster, 'PUT', '/giving-settings', { iban: '', holder: '', bic: '', linkHosts: ['tikkie.me', 'givt.nl'] });
    expect((await link('http://tikkie.me/pay/1')).json().fields.paymentUrl).toBe('Betaallink moet een volledig webadres zijn dat begint met https://');
    expect((await link('https://tikkie.me.evil.example/pay')).json().fields.paymentUrl).toBe('De betaallink moet een https-link zijn naar tikkie.me, givt.nl. Een beheerder kan bij Instellingen meer websites toestaan.');
    expect((await link('https://pay.givt.nl/x')).statusCode).toBe(201);
  });

  it('links a service to purposes: their names follow, the public service and /api/giving/services carry them with the QR of the service’s day', async () => {
    const present = await create();
    const res = await call(ed.redacteur, 'POST', '/services', { date: '2026-12-06', time: '10:00', church: 'druten', purposes: [String(present.id)], streamed: false });
    expect(res.statusCode).toBe(201);
    const service = res.json().data as { id: number; purposes: string[]; collections: string[] };
    expect(service).toMatchObject({ purposes: [String(present.id)], collections: ['Stichting Present'] });
    expect((await ed.app.inject({ url: `/api/services/${service.id}` })).json().data).toMatchObject({ purposes: [String(present.id)], collections: ['Stichting Present'] });
    const giving = (await ed.app.inject({ url: `/api/giving/services/${service.id}` })).json().data as { name: string; qrSvg: string }[];
    expect(giving.map((p) => p.name)).toEqual(['Stichting Present']);
    expect(await decodeSvg(giving[0]!.qrSvg)).toMatch(/\nCollecte Stichting Present 06-12-2026$/);
    // Renamed: the service's names follow (search, the rooster import).
    const renamed = await call(ed.redacteur, 'PUT', `/purposes/${present.id}`, { ...PURPOSE, name: 'Present Wijchen' }, { 'if-match': `"${present.version}"` });
    expect(renamed.statusCode).toBe(200);
    expect((await ed.app.inject({ url: `/api/services/${service.id}` })).json().data).toMatchObject({ collections: ['Present Wijchen'] });
    const unknown = await call(ed.redacteur, 'POST', '/services', { date: '2026-12-06', time: '11:00', church: 'druten', purposes: ['99999'], streamed: false });
    expect(unknown.json().fields).toEqual({ purposes: 'Kies alleen collectedoelen uit de lijst.' });
  });

  it('matches names without ids to purposes, and makes the missing ones archived purposes for beheer’s notice', async () => {
    const present = await create();
    const res = await call(ed.redacteur, 'POST', '/services', { date: '2026-12-06', time: '10:00', church: 'druten', collections: ['stichting  present', 'Orgelfonds Leur'], streamed: false });
    const service = res.json().data as { purposes: string[]; collections: string[] };
    expect(service.purposes[0]).toBe(String(present.id));
    expect(service.collections).toEqual(['Stichting Present', 'Orgelfonds Leur']);
    const list = (await call(ed.redacteur, 'GET', '/purposes')).json().data as { id: number; name: string; active: boolean; migrated: boolean }[];
    expect(list.find((p) => p.name === 'Orgelfonds Leur')).toMatchObject({ id: Number(service.purposes[1]), active: false, migrated: true });
    // Archived: not on /geven.
    expect(((await ed.app.inject({ url: '/api/giving' })).json().data as { name: string }[]).map((p) => p.name)).not.toContain('Orgelfonds Leur');
  });
});
