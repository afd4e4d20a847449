import { pino, type Logger } from 'pino';

/** Structured JSON logs on stdout. Secrets that could slip into a log object are redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'lumen-site' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'cookie',
        '*.cookie',
        'headers.cookie',
        'email',
        '*.email',
      ],
      censor: '[redacted]',
    },
  });
}
