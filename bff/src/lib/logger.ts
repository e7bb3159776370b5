// One pino logger factory so every part of the BFF logs JSON the same way.
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({ name: 'bff', level });
}
