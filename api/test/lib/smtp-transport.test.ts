/**
 * Every mail transport gets the short timeouts (an unreachable relay fails an attempt in seconds,
 * the outbox retries it): nodemailer builds a transport given a URL from the URL alone, so they go
 * in its query. One the operator set in SMTP_URL is kept, and the URL's own parts stay as they were.
 */
import { createSmtpTransport, SMTP_TIMEOUTS, smtpUrlWithTimeouts } from '../../src/lib/smtp-transport';

/** What the SMTP transport was built with (nodemailer's transporter keeps its options). */
const optionsOf = (transport: ReturnType<typeof createSmtpTransport>) => (transport as unknown as { transporter: { options: Record<string, unknown> } }).transporter.options;

describe('the SMTP transport', () => {
  it('has the short timeouts, the host, port and login of SMTP_URL', () => {
    const transport = createSmtpTransport('smtp://kerk%40example.nl:ge%3Aheim@127.0.0.1:2525');
    try {
      expect(optionsOf(transport)).toMatchObject({ ...SMTP_TIMEOUTS, host: '127.0.0.1', port: 2525, secure: false, auth: { user: 'kerk@example.nl', pass: 'ge:heim' } });
    } finally {
      transport.close();
    }
  });

  it('keeps a timeout SMTP_URL sets, and its other options', () => {
    expect(smtpUrlWithTimeouts('smtps://relay.example.nl/?socketTimeout=60000&pool=true')).toBe(
      'smtps://relay.example.nl/?socketTimeout=60000&pool=true&connectionTimeout=10000&greetingTimeout=10000',
    );
    const transport = createSmtpTransport('smtps://relay.example.nl/?socketTimeout=60000');
    try {
      expect(optionsOf(transport)).toMatchObject({ socketTimeout: 60_000, connectionTimeout: 10_000, secure: true, host: 'relay.example.nl' });
    } finally {
      transport.close();
    }
  });
});
