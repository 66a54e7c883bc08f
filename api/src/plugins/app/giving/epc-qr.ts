/**
 * The SEPA transfer QR code of a collection purpose (issue 34): the European Payments Council's
 * "EPC" QR (EPC069-12, version 002), which many banking apps read, rendered on the server as SVG
 * (the page works without JavaScript) and as a PNG for the beamer and the liturgy. The payload is
 * the EPC's lines: `BCD`, `002`, character set 1 (UTF-8), `SCT`, the optional BIC, the account
 * holder (≤ 70), the IBAN, the amount only when suggested (`EUR12.50`), no purpose code, no
 * structured reference, and the remittance text "Collecte <purpose> <DD-MM-YYYY>" (≤ 140).
 */
import { normalIban } from '@kerk/kit/validation';
import type QRCode from 'qrcode';
import sharp from 'sharp';

/** The EPC's limits, in characters. */
export const EPC_LIMITS = { holder: 70, remittance: 140 } as const;

export interface EpcTransfer {
  /** The receiving account (spaces allowed; written without them). */
  iban: string;
  /** The account holder; cut at 70 characters. */
  holder: string;
  bic?: string;
  /** A suggested amount in euro, `12.50`; '' or left out: the giver fills it in. */
  amount?: string;
  /** The purpose's name, in the remittance text. */
  purpose: string;
  /** The day of the collection, `YYYY-MM-DD` (Amsterdam). */
  day: string;
}

const cut = (text: string, max: number) => [...text.replace(/\s+/g, ' ').trim()].slice(0, max).join('');

/** `2026-12-06` → `06-12-2026`. */
const dutchDay = (day: string) => day.split('-').reverse().join('-');

/** `12,5` or `12.50` → `EUR12.50`; '' when there is no (positive) amount. */
export function epcAmount(amount: string | undefined): string {
  const value = Number((amount ?? '').trim().replace(',', '.'));
  return amount && Number.isFinite(value) && value >= 0.01 && value <= 999_999_999.99 ? `EUR${value.toFixed(2)}` : '';
}

/** The remittance text: "Collecte <purpose> <DD-MM-YYYY>", within the EPC's 140 characters. */
export const remittanceOf = (purpose: string, day: string) => {
  const date = ` ${dutchDay(day)}`;
  return `${cut(`Collecte ${purpose}`, EPC_LIMITS.remittance - date.length)}${date}`;
};

/** The EPC payload, its lines joined by a line feed. */
export function epcPayload(transfer: EpcTransfer): string {
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    (transfer.bic ?? '').replace(/\s/g, '').toUpperCase(),
    cut(transfer.holder, EPC_LIMITS.holder),
    normalIban(transfer.iban),
    epcAmount(transfer.amount),
    '',
    '',
    remittanceOf(transfer.purpose, transfer.day),
  ].join('\n');
}

const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } } as const;

/** `qrcode` (with its PNG encoder) loads with the first code asked for, not at every start of the API. */
let qrLibrary: Promise<typeof QRCode> | undefined;
const qrcode = () => (qrLibrary ??= import('qrcode').then((module) => module.default));

/** The SVGs made last, by payload: a page of purposes asks for the same few codes all day. */
const svgs = new Map<string, Promise<string>>();
const SVGS_KEPT = 500;

/** The QR code as an SVG element (error correction M, a quiet zone of four modules, black on white in both colour schemes). */
export function epcSvg(transfer: EpcTransfer): Promise<string> {
  const payload = epcPayload(transfer);
  let svg = svgs.get(payload);
  if (!svg) {
    svg = qrcode().then((qr) => qr.toString(payload, { ...QR_OPTIONS, type: 'svg' }));
    svgs.set(payload, svg);
    // The oldest goes first (a Map keeps insertion order).
    if (svgs.size > SVGS_KEPT) svgs.delete(svgs.keys().next().value!);
  }
  return svg;
}

/** The QR code as a PNG of `size` pixels square (1000 for the beamer and the liturgy), rendered from the SVG. */
export async function epcPng(transfer: EpcTransfer, size = 1000): Promise<Buffer> {
  const svg = await epcSvg(transfer);
  return sharp(Buffer.from(svg), { density: 300 }).resize(size, size, { kernel: 'nearest' }).flatten({ background: '#ffffff' }).png().toBuffer();
}
