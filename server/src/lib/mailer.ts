import { createTransport } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | undefined;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Resolves once every send started so far has finished, delivered or failed: senders do not
   * wait for mail (a signup answers at once), so this is how a caller knows none is still going.
   */
  settled(): Promise<void>;
  close(): void;
}

/** Header values may not carry line breaks (header injection) and stay short. */
const oneLine = (value: string) =>
  value
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, 200);

/**
 * Outgoing e-mail over SMTP, or undefined when SMTP_URL is not set (mail is optional). Timeouts are
 * short so a dead mail server never holds anything up for long.
 */
export function createMailer(options: { url: string | undefined; from: string }): Mailer | undefined {
  if (!options.url) return undefined;
  const transport = createTransport({
    url: options.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const inFlight = new Set<Promise<unknown>>();
  return {
    async send(message) {
      const sending = transport.sendMail({
        from: options.from,
        to: message.to,
        subject: oneLine(message.subject),
        text: message.text,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
      inFlight.add(sending);
      try {
        await sending;
      } finally {
        inFlight.delete(sending);
      }
    },
    async settled() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
    close: () => transport.close(),
  };
}

/** What may be logged about a failed send: codes only, never addresses or message text. */
export function mailErrorSummary(err: unknown): Record<string, unknown> {
  const e = (err ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown };
  return { code: e.code, responseCode: e.responseCode, command: e.command };
}
