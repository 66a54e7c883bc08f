/** A loopback SMTP server for the integration tests: it keeps what it receives. */
import net from 'node:net';

import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  raw: string;
}

export interface SmtpOptions {
  /** Never answer a message's DATA: whoever sends there can never finish delivering (a sender killed mid-send). */
  hold?: boolean;
  /** Accept this many messages, then hold every later one. */
  holdAfter?: number;
  /** A reply code (4xx, 5xx) to refuse a recipient with; undefined accepts it. */
  refuse?: (address: string) => number | undefined;
  /** Answer each message's DATA this much later: a slow relay. */
  delayMs?: number;
}

/** Without STARTTLS or auth, like a mail catcher; port 0 picks a free one. */
export function startSmtp(port = 0, { hold = false, holdAfter = Infinity, refuse, delayMs = 0 }: SmtpOptions = {}): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = refuse?.(address.address);
      if (code) return callback(Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: code }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        if (hold || received.length >= holdAfter) return;
        const accept = () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        };
        if (delayMs > 0) setTimeout(accept, delayMs);
        else accept();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ server, port: (server.server.address() as net.AddressInfo).port, received }));
  });
}

/**
 * A received mail with its quoted-printable parts decoded (soft line breaks joined, `=C3=A9` as é).
 * The message's own headers are left as they are: they are not quoted-printable, and decoding them
 * turned a List-Unsubscribe link's `token=0B…` into a control character (a token starting with two
 * hex digits: one test run in sixteen). Nodemailer sends text parts as quoted-printable or base64.
 */
export const decoded = (mail: Received) => {
  const end = /\r?\n\r?\n/.exec(mail.raw);
  const head = end ? mail.raw.slice(0, end.index + end[0].length) : mail.raw;
  const body = end ? mail.raw.slice(end.index + end[0].length) : '';
  return head + Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
};

/** A header of a received mail, its folded lines joined. */
export const headerOf = (raw: string, name: string) => new RegExp(`^${name}:[ \\t]*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(raw)?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim();

export const stopSmtp = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));
