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
