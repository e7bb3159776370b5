// Owns our stateful fake of S3 for tests (decision 0058): node:http on 127.0.0.1 speaking the REST subset the
// `s3` storage adapter uses — PutObject, GetObject, HeadObject, DeleteObject, ListObjectsV2 — with path-style
// addressing (/bucket/key), SigV4 signatures checked (access key id and signature), and S3's XML error shapes
// (NoSuchKey 404, NoSuchBucket 404, InvalidAccessKeyId 403, SignatureDoesNotMatch 403). Objects live in memory.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Object {
  bytes: Buffer;
  lastModified: Date;
  etag: string;
  contentType: string;
}

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket's objects by key (tests may age one by editing lastModified, or remove it). */
  objects: Map<string, FakeS3Object>;
  /** Requests answered, by operation ("PutObject"…), for assertions. */
  calls: string[];
  /** While set, every request answers 500 InternalError (a store in trouble; the SDK retries, then gives up). */
  unavailable: boolean;
  close(): Promise<void>;
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** RFC 3986 encoding, as SigV4's canonical query string wants it. */
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function sendError(res: ServerResponse, status: number, code: string, message: string, resource = '') {
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message>` +
    `<Resource>${xmlEscape(resource)}</Resource><RequestId>${randomUUID()}</RequestId></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  // HEAD answers carry no body (the SDK reads the status alone).
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/** Checks the SigV4 Authorization header against the request as received; returns an S3 error code or null. */
function checkSignature(
  req: IncomingMessage,
  body: Buffer,
  keys: { accessKeyId: string; secretAccessKey: string; region: string },
): [string, string] | null {
  const auth = req.headers.authorization ?? '';
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return ['AccessDenied', 'Access Denied: no SigV4 signature'];
  const [, keyId, day, region, signedHeaders, signature] = m as unknown as string[];
  if (keyId !== keys.accessKeyId) {
    return ['InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.'];
  }
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
    return ['XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 header does not match the body.'];
  }
  const [rawPath, rawQuery = ''] = (req.url ?? '/').split('?', 2) as [string, string?];
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const k = decodeURIComponent(at < 0 ? pair : pair.slice(0, at));
      const v = at < 0 ? '' : decodeURIComponent(pair.slice(at + 1));
      return [rfc3986(k), rfc3986(v)] as const;
    })
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headerNames = signedHeaders!.split(';');
  const canonicalHeaders = headerNames
    .map(
      (h) =>
        `${h}:${String(req.headers[h] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [req.method, rawPath, query, canonicalHeaders, signedHeaders, payloadHash].join(
    '\n',
  );
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    String(req.headers['x-amz-date'] ?? ''),
    scope,
    sha256(canonicalRequest),
  ].join('\n');
  let key = hmac(`AWS4${keys.secretAccessKey}`, day!);
  for (const part of [region!, 's3', 'aws4_request']) key = hmac(key, part);
  const expected = createHmac('sha256', key).update(stringToSign).digest('hex');
  if (expected !== signature) {
    return [
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    ];
  }
  return null;
}

function listObjectsV2(res: ServerResponse, fake: FakeS3, params: URLSearchParams) {
  const prefix = params.get('prefix') ?? '';
  const maxKeys = Math.min(Number(params.get('max-keys') ?? 1000) || 1000, 1000);
  const after = params.get('continuation-token') ?? params.get('start-after') ?? '';
  const urlEncoded = params.get('encoding-type') === 'url';
  const keys = [...fake.objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
  const page = keys.slice(0, maxKeys);
  const truncated = keys.length > page.length;
  const show = (k: string) => xmlEscape(urlEncoded ? encodeURIComponent(k).replace(/%2F/g, '/') : k);
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
    `<Name>${xmlEscape(fake.bucket)}</Name><Prefix>${show(prefix)}</Prefix><KeyCount>${page.length}</KeyCount>` +
    `<MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>` +
    (urlEncoded ? '<EncodingType>url</EncodingType>' : '') +
    (truncated ? `<NextContinuationToken>${xmlEscape(page[page.length - 1]!)}</NextContinuationToken>` : '') +
    page
      .map((k) => {
        const o = fake.objects.get(k)!;
        return (
          `<Contents><Key>${show(k)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified>` +
          `<ETag>${xmlEscape(o.etag)}</ETag><Size>${o.bytes.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`
        );
      })
      .join('') +
    '</ListBucketResult>';
  res.writeHead(200, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function objectHeaders(o: FakeS3Object) {
  return {
    'content-type': o.contentType,
    'content-length': o.bytes.length,
    etag: o.etag,
    'last-modified': o.lastModified.toUTCString(),
  };
}

/** Starts the fake on 127.0.0.1 (a free port) with one bucket and one access key. */
export async function startFakeS3(
  options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string; region?: string } = {},
): Promise<FakeS3> {
  const fake: FakeS3 = {
    endpoint: '',
    bucket: options.bucket ?? 'sitebase-test',
    region: options.region ?? 'us-east-1',
    accessKeyId: options.accessKeyId ?? 'FAKEKEYID',
    secretAccessKey: options.secretAccessKey ?? 'fake-secret-access-key',
    objects: new Map(),
    calls: [],
    unavailable: false,
    close: async () => undefined,
  };

  const handle = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    if (fake.unavailable)
      return sendError(res, 500, 'InternalError', 'We encountered an internal error. Please try again.');
    const denied = checkSignature(req, body, fake);
    if (denied) return sendError(res, 403, denied[0], denied[1]);
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = rest.map((p) => decodeURIComponent(p)).join('/');
    if (decodeURIComponent(bucket) !== fake.bucket) {
      return sendError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', `/${bucket}`);
    }
    if (!key) {
      if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        fake.calls.push('ListObjectsV2');
        return listObjectsV2(res, fake, url.searchParams);
      }
      return sendError(res, 501, 'NotImplemented', 'The fake does not implement this bucket operation');
    }
    const object = fake.objects.get(key);
    switch (req.method) {
      case 'PUT': {
        fake.calls.push('PutObject');
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        fake.objects.set(key, {
          bytes: body,
          lastModified: new Date(),
          etag,
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
        });
        res.writeHead(200, { etag, 'content-length': 0 });
        return res.end();
      }
      case 'GET':
      case 'HEAD': {
        fake.calls.push(req.method === 'GET' ? 'GetObject' : 'HeadObject');
        if (!object)
          return sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.', `/${bucket}/${key}`);
        res.writeHead(200, objectHeaders(object));
        return res.end(req.method === 'GET' ? object.bytes : undefined);
      }
      case 'DELETE': {
        fake.calls.push('DeleteObject');
        fake.objects.delete(key); // S3 answers 204 whether or not the key existed
        res.writeHead(204);
        return res.end();
      }
      default:
        return sendError(
          res,
          405,
          'MethodNotAllowed',
          'The specified method is not allowed against this resource.',
        );
    }
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handle(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
