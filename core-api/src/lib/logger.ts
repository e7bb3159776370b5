// Owns logging: one pino logger, request ids (X-Request-Id honoured or generated, echoed back), secrets redacted —
// passwords and tokens by field name (the cloud drives' OAuth tokens, client secrets and sealed credentials among
// them, decision 0074) and an OAuth callback's authorization code in a logged URL.
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
  // Cloud drives (decision 0074): OAuth tokens and secrets under either naming, MSAL's cache, sealed credentials.
  'refresh_token',
  'id_token',
  'client_secret',
  'accessToken',
  'refreshToken',
  'clientSecret',
  'msalCache',
  'credentials',
  'sealed_credentials',
  '*.refresh_token',
  '*.id_token',
  '*.client_secret',
  '*.accessToken',
  '*.refreshToken',
  '*.clientSecret',
  '*.msalCache',
  '*.credentials',
  '*.sealed_credentials',
  // API keys (decision 0082): the secret answered once on creation.
  'secret',
  '*.secret',
];

/** An OAuth redirect's one-time authorization code is a secret for its few minutes: never in a logged URL. */
export function maskUrlSecrets(url: string): string {
  return url.replace(/([?&]code=)[^&#]*/g, '$1[redacted]');
}

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
    serializers: {
      req(req: { url?: string; query?: Record<string, unknown> }) {
        if (req.url) req.url = maskUrlSecrets(req.url);
        if (req.query && 'code' in req.query) req.query = { ...req.query, code: '[redacted]' };
        return req;
      },
    },
    customLogLevel(_req, res, err) {
      if (err || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
  });
}
