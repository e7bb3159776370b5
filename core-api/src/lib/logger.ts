// Owns logging: one pino logger, request ids (X-Request-Id honoured or generated, echoed back), secrets redacted.
import { randomUUID } from 'node:crypto';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'current_password',
  'new_password',
  'access_token',
  'token',
  '*.password',
  '*.current_password',
  '*.new_password',
  '*.access_token',
  '*.token',
];

export function createLogger(
  level = process.env.LOG_LEVEL || 'info',
  destination?: DestinationStream,
): Logger {
  const options = { level, redact: { paths: REDACT, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function createHttpLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel(_req, res, err) {
      if (err || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
  });
}
