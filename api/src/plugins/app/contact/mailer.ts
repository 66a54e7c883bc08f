/**
 * Turns an outbox message into an e-mail and sends it over SMTP_URL with nodemailer. The mail goes
 * to the recipient of the contact type; Reply-To is the visitor, so answering reaches them while
 * From stays an address of the congregation (a visitor's domain would fail SPF/DMARC).
 */
import type { SendMailOptions } from 'nodemailer';

import { createSmtpTransport } from '../../../lib/smtp-transport';

// Stored values are already one line (the route normalises them); applied again here because a
// header is where a stray line break would do harm, whatever wrote the row.
import { singleLine as headerSafe } from './contact-rules';
import type { OutboxMessage } from './outbox-repository';

export interface Sender {
  send: (message: OutboxMessage) => Promise<void>;
  close: () => void;
}

export function buildMail(message: OutboxMessage, fromAddress: string): SendMailOptions {
  // Only reachable when both the type's recipient and the site's e-mail were emptied outside the
  // editing app (which refuses that): the attempt fails and is retried, the message is kept.
  if (!message.recipientEmail) throw new Error(`no recipient for contact type ${message.contactType}: the type has none and the site has no e-mail address`);
  const fromDomain = fromAddress.split('@')[1] ?? 'localhost';
  return {
    from: { name: 'Contactformulier website', address: fromAddress },
    to: { name: headerSafe(message.recipientName), address: message.recipientEmail },
    replyTo: { name: headerSafe(message.name), address: headerSafe(message.email) },
    subject: headerSafe(`[${message.typeLabel}] ${message.subject}`),
    // The same Message-ID on every attempt lets a mail server drop a duplicate after a crash.
    messageId: `<${message.id}@${fromDomain}>`,
    headers: { 'X-Contact-Message-Id': message.id },
    text: [
      'Bericht via het contactformulier van de website.',
      '',
      `Soort contact: ${message.typeLabel}`,
      `Naam: ${message.name}`,
      `E-mail: ${message.email}`,
      `Onderwerp: ${message.subject}`,
      '',
      message.message,
      '',
      '-- ',
      'Beantwoord dit bericht om de afzender te antwoorden.',
    ].join('\n'),
  };
}

/**
 * An SMTP sender (with the short timeouts of lib/smtp-transport.ts). `fromAddress` is resolved per
 * mail so a changed site e-mail setting applies without a restart.
 */
export function createSmtpSender(smtpUrl: string, fromAddress: (message: OutboxMessage) => Promise<string>): Sender {
  const transport = createSmtpTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail(buildMail(message, await fromAddress(message)));
    },
    close: () => transport.close(),
  };
}
