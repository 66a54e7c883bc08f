import { buildMail } from '../../../../src/plugins/app/contact/mailer';
import type { OutboxMessage } from '../../../../src/plugins/app/contact/outbox-repository';

const message: OutboxMessage = {
  id: '6f1d3c2a-8b7e-4f00-9a1b-0c2d3e4f5a6b',
  attempts: 1,
  contactType: 'overlijden',
  typeLabel: 'Overlijden',
  recipientName: 'Pastoraal team, uitvaarten',
  recipientEmail: 'uitvaart@pgmaasenwaal.example',
  name: 'Kees Willems',
  email: 'kees@example.org',
  subject: 'Uitvaart van mijn vader',
  message: 'Mijn vader is gisteren overleden.\nWie kan ons helpen?',
};

describe('contact mail', () => {
  const mail = buildMail(message, 'info@pgmaasenwaal.example');

  it('goes to the recipient of the contact type, from the congregation, with Reply-To the visitor', () => {
    expect(mail.to).toEqual({ name: 'Pastoraal team, uitvaarten', address: 'uitvaart@pgmaasenwaal.example' });
    expect(mail.from).toEqual({ name: 'Contactformulier website', address: 'info@pgmaasenwaal.example' });
    expect(mail.replyTo).toEqual({ name: 'Kees Willems', address: 'kees@example.org' });
  });

  it('names the contact type in the subject and keeps one Message-ID for every attempt', () => {
    expect(mail.subject).toBe('[Overlijden] Uitvaart van mijn vader');
    expect(mail.messageId).toBe('<6f1d3c2a-8b7e-4f00-9a1b-0c2d3e4f5a6b@pgmaasenwaal.example>');
  });

  it('carries the message and the sender details as plain text', () => {
    expect(mail.text).toContain('Soort contact: Overlijden\nNaam: Kees Willems\nE-mail: kees@example.org');
    expect(mail.text).toContain('Mijn vader is gisteren overleden.\nWie kan ons helpen?');
    expect(mail.html).toBeUndefined();
  });

  it('never lets a stored value break a header line, even one written before normalisation existed', () => {
    const bad = buildMail({ ...message, subject: 'a\r\nBcc: x@y.nl', name: 'K\nW' }, 'info@pgmaasenwaal.example');
    expect(bad.subject).toBe('[Overlijden] a Bcc: x@y.nl');
    expect(bad.replyTo).toEqual({ name: 'K W', address: 'kees@example.org' });
  });
});
