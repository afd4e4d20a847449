import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface CaughtMail {
  to: string[];
  /** The message as received (headers and encoded body). */
  raw: string;
  /** The body with quoted-printable soft breaks and escapes undone, for reading links and text. */
  text: string;
}

export interface SmtpCatcher {
  url: string;
  received: CaughtMail[];
  /** Resolves at the next message (rejects after 10 s). */
  next(): Promise<CaughtMail>;
  close(): Promise<void>;
}

/** Undoes quoted-printable (soft line breaks, =XX bytes), which nodemailer uses for long lines. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A real SMTP server on 127.0.0.1:0 that keeps every message; `reject` refuses every recipient. */
export async function startSmtpCatcher(options: { reject?: boolean } = {}): Promise<SmtpCatcher> {
  const received: CaughtMail[] = [];
  const waiters: ((mail: CaughtMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(options.reject ? new Error('mailbox unavailable') : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString();
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeQuotedPrintable(raw),
        };
        received.push(mail);
        for (const wake of waiters.splice(0)) wake(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next: () =>
      new Promise<CaughtMail>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no mail within 10 s')), 10_000);
        waiters.push((mail) => {
          clearTimeout(timer);
          resolve(mail);
        });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
