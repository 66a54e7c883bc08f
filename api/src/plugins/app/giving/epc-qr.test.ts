/**
 * The SEPA QR code read back as a banking app reads it: the SVG rendered to a PNG, decoded with
 * jsQR, and every EPC line checked (issue 34).
 */
import jsQR from 'jsqr';
import sharp from 'sharp';

import { epcPayload, epcPng, epcSvg, type EpcTransfer } from './epc-qr';

async function decode(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  if (!code) throw new Error('geen QR-code gevonden');
  return code.data;
}

/** The payload's lines, as the EPC numbers them (1 = `BCD`). */
const lines = (payload: string) => payload.split('\n');

const diaconie: EpcTransfer = { iban: 'NL91 ABNA 0417 1643 00', holder: 'Diaconie PKN Beuningen', purpose: 'Diaconie', day: '2026-12-06' };

describe('the EPC QR code of a collection purpose', () => {
  it('decodes to the EPC lines of a purpose with its own IBAN', async () => {
    const png = await epcPng(diaconie);
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([1000, 1000, 'png']);
    expect(lines(await decode(png))).toEqual(['BCD', '002', '1', 'SCT', '', 'Diaconie PKN Beuningen', 'NL91ABNA0417164300', '', '', '', 'Collecte Diaconie 06-12-2026']);
  });

  it('takes the account it is given: the congregation’s default and its BIC', async () => {
    const payload = await decode(await epcPng({ iban: 'NL02RABO0123456789', holder: 'Protestantse Gemeente Maas en Waal', bic: 'rabo nl2u', purpose: 'Kerk', day: '2027-01-03' }, 400));
    expect(lines(payload).slice(4, 7)).toEqual(['RABONL2U', 'Protestantse Gemeente Maas en Waal', 'NL02RABO0123456789']);
    expect(lines(payload)[10]).toBe('Collecte Kerk 03-01-2027');
  });

  it('writes a suggested amount as EUR with two decimals, and none when there is none', async () => {
    expect(lines(await decode(await epcPng({ ...diaconie, amount: '12,5' }, 400)))[7]).toBe('EUR12.50');
    expect(lines(epcPayload({ ...diaconie, amount: '' }))[7]).toBe('');
    expect(lines(epcPayload({ ...diaconie, amount: '0' }))[7]).toBe('');
  });

  it('keeps accented names as UTF-8 (character set 1)', async () => {
    const payload = await decode(await epcPng({ ...diaconie, holder: 'Stichting Café Ontmoeting Renée', purpose: 'Ziekenbezoek Bergharen – Één', day: '2026-12-24' }, 600));
    expect(lines(payload)[2]).toBe('1');
    expect(lines(payload)[5]).toBe('Stichting Café Ontmoeting Renée');
    expect(lines(payload)[10]).toBe('Collecte Ziekenbezoek Bergharen – Één 24-12-2026');
  });

  it('cuts the account holder at 70 characters and the remittance at 140, keeping the date', async () => {
    const holder = 'Stichting Diaconie van de Protestantse Gemeente Beuningen, Druten, Wijchen en Batenburg';
    const payload = await decode(await epcPng({ ...diaconie, holder, purpose: 'x'.repeat(200) }, 800));
    expect(lines(payload)[5]).toBe(holder.slice(0, 70));
    expect([...lines(payload)[5]!]).toHaveLength(70);
    expect(lines(payload)[10]).toHaveLength(140);
    expect(lines(payload)[10]).toMatch(/^Collecte x+ 06-12-2026$/);
  });

  it('renders an SVG with the code at error correction level M', async () => {
    const svg = await epcSvg(diaconie);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // Level M of this payload is version 5 (37 modules) plus a quiet zone of 4 on each side.
    expect(svg).toContain('viewBox="0 0 45 45"');
  });
});
