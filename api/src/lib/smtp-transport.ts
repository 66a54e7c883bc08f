/**
 * The one way the API makes an SMTP transport from SMTP_URL (contact, account and Zijstroom mails).
 * Timeouts are short, so an unreachable server fails an attempt quickly (the outbox retries it later)
 * instead of holding a worker for minutes. They go in the URL's query, where nodemailer reads a
 * connection URL's options: a transport given a `url` is built from the URL alone, so options beside
 * it are dropped. A timeout the URL sets itself (`?socketTimeout=60000`) is kept.
 */
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';

export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** `smtpUrl` with the default timeouts added to its query. */
export function smtpUrlWithTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS)) if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  return url.toString();
}

/** A transport for `smtpUrl`; `defaults` are merged into every message (a DKIM key, for instance). */
export function createSmtpTransport(smtpUrl: string, defaults: SendMailOptions = {}): Transporter {
  return nodemailer.createTransport(smtpUrlWithTimeouts(smtpUrl), defaults);
}
