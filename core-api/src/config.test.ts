import { describe, expect, it } from 'vitest';
import { appUrlProblem, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('listens on loopback only unless CORE_API_HOST says otherwise', () => {
    const env = { JWT_SECRET: 'x', DATA_DIR: '/tmp/sitebase-config-test' };
    expect(loadConfig(env).host).toBe('127.0.0.1');
    expect(loadConfig({ ...env, CORE_API_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('trusts X-Forwarded-For only from loopback by default, or exactly what TRUST_PROXY names', () => {
    const env = { JWT_SECRET: 'x', DATA_DIR: '/tmp/sitebase-config-test' };
    expect(loadConfig(env).trustProxy).toBe('loopback');
    expect(loadConfig({ ...env, TRUST_PROXY: '172.28.0.10' }).trustProxy).toBe('172.28.0.10');
  });

  it('builds links from APP_URL without a trailing slash (default http://localhost:3000)', () => {
    const env = { JWT_SECRET: 'x', DATA_DIR: '/tmp/sitebase-config-test' };
    expect(loadConfig(env).appUrl).toBe('http://localhost:3000');
    expect(loadConfig({ ...env, APP_URL: 'https://sitebase.example.com/' }).appUrl).toBe(
      'https://sitebase.example.com',
    );
  });

  it('stores files in DATA_DIR/drive unless S3_BUCKET names a bucket (decision 0058)', () => {
    const env = { JWT_SECRET: 'x', DATA_DIR: '/tmp/sitebase-config-test' };
    expect(loadConfig(env).storage).toEqual({ provider: 'local', root: '/tmp/sitebase-config-test/drive' });
    const minio = {
      ...env,
      S3_BUCKET: 'sitebase',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'sitebase',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(minio).storage).toEqual({
      provider: 's3',
      bucket: 'sitebase',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'sitebase', secretAccessKey: 'secret' },
      forcePathStyle: true, // MinIO: on by default with an endpoint
    });
    // AWS: no endpoint, the SDK's own credentials (an instance role), virtual-hosted style.
    expect(loadConfig({ ...env, S3_BUCKET: 'b', S3_REGION: 'eu-west-2' }).storage).toMatchObject({
      endpoint: undefined,
      region: 'eu-west-2',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(loadConfig({ ...minio, S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({
      forcePathStyle: false,
    });
    expect(() => loadConfig({ ...env, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /set both or neither/,
    );
    expect(() => loadConfig({ ...env, S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/http/);
  });
});

describe('cloud drives (decision 0074)', () => {
  const env = { JWT_SECRET: 'x', DATA_DIR: '/tmp/sitebase-config-test' };
  const key = Buffer.alloc(32, 7).toString('base64');

  it('offers no provider and no key by default, and generates none', () => {
    expect(loadConfig(env).cloudDrive).toEqual({
      tokenKeys: undefined,
      google: undefined,
      microsoft: undefined,
    });
  });

  it('reads the key (and previous keys) and each app registration', () => {
    const previous = Buffer.alloc(32, 9).toString('base64url');
    const config = loadConfig({
      ...env,
      CLOUD_DRIVE_TOKEN_KEY: key,
      CLOUD_DRIVE_TOKEN_KEY_PREVIOUS: previous,
      GOOGLE_DRIVE_CLIENT_ID: 'g-id',
      GOOGLE_DRIVE_CLIENT_SECRET: 'g-secret',
      MICROSOFT_CLIENT_ID: 'm-id',
      MICROSOFT_CLIENT_SECRET: 'm-secret',
      MICROSOFT_GRAPH_URL: 'https://127.0.0.1:4541',
    }).cloudDrive;
    expect(config.tokenKeys?.current.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(config.tokenKeys?.previous.map((k) => k.equals(Buffer.alloc(32, 9)))).toEqual([true]);
    expect(config.google).toEqual({
      clientId: 'g-id',
      clientSecret: 'g-secret',
      authUrl: undefined,
      tokenUrl: undefined,
      apiUrl: undefined,
    });
    expect(config.microsoft).toMatchObject({
      clientId: 'm-id',
      tenant: 'organizations',
      graphUrl: 'https://127.0.0.1:4541',
    });
  });

  it('refuses a malformed key, half an app registration, or a bad endpoint', () => {
    expect(() => loadConfig({ ...env, CLOUD_DRIVE_TOKEN_KEY: 'too-short' })).toThrow(
      /CLOUD_DRIVE_TOKEN_KEY must be 32/,
    );
    expect(() => loadConfig({ ...env, GOOGLE_DRIVE_CLIENT_ID: 'g-id' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ ...env, CLOUD_DRIVE_TOKEN_KEY_PREVIOUS: key })).toThrow(
      /needs CLOUD_DRIVE_TOKEN_KEY/,
    );
    expect(() =>
      loadConfig({
        ...env,
        MICROSOFT_CLIENT_ID: 'm',
        MICROSOFT_CLIENT_SECRET: 's',
        MICROSOFT_AUTHORITY_HOST: 'login.example',
      }),
    ).toThrow(/MICROSOFT_AUTHORITY_HOST .* must start with http/);
  });

  it('in production, a configured provider without a key stops the start', () => {
    const provider = {
      ...env,
      NODE_ENV: 'production',
      GOOGLE_DRIVE_CLIENT_ID: 'g',
      GOOGLE_DRIVE_CLIENT_SECRET: 's',
    };
    expect(() => loadConfig(provider)).toThrow(/CLOUD_DRIVE_TOKEN_KEY is not set/);
    expect(loadConfig({ ...provider, CLOUD_DRIVE_TOKEN_KEY: key }).cloudDrive.google?.clientId).toBe('g');
    // Outside production it starts; connecting is refused until a key is set (requireTokenKeys).
    expect(loadConfig({ ...provider, NODE_ENV: 'development' }).cloudDrive.tokenKeys).toBeUndefined();
  });
});

describe('appUrlProblem', () => {
  it('warns when production links would point at the server itself or APP_URL is not a URL', () => {
    const prod = { NODE_ENV: 'production' };
    expect(appUrlProblem(prod)).toMatch(/APP_URL is not set/);
    expect(appUrlProblem({ ...prod, APP_URL: 'http://localhost:3000' })).toMatch(/loopback/);
    expect(appUrlProblem({ ...prod, APP_URL: 'https://sitebase.example.com' })).toBeNull();
    expect(appUrlProblem({ APP_URL: 'sitebase.example.com' })).toMatch(/not a URL/);
    expect(appUrlProblem({ APP_URL: 'ftp://sitebase.example.com' })).toMatch(/http:\/\/ or https:\/\//);
    // Outside production localhost is what a developer opens.
    expect(appUrlProblem({})).toBeNull();
    expect(appUrlProblem({ APP_URL: 'http://localhost:3100' })).toBeNull();
  });
});
