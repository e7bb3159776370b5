// Per-request data source for core-api: one instance per GraphQL request, carrying that request's bearer
// token, request id and client IP, and turning every core-api failure into the contract's GraphQL error.
import { apiError, serviceUnavailable, INTERNAL_MESSAGE } from './errors.js';

export const CORE_API_TIMEOUT_MS = 15_000;

export interface CoreApiClientOptions {
  baseUrl: string;
  token: string | null;
  requestId: string;
  clientIp: string | undefined;
  timeoutMs?: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Per-call overrides, e.g. the 30 s folder-creation timeout. */
export interface CallOptions {
  timeoutMs?: number;
}

interface ErrorBody {
  detail?: unknown;
  id?: unknown;
}

function isDetail(value: unknown): value is string | string[] {
  return typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));
}

const DEFAULT_IDS: Record<number, string> = {
  400: 'validation_error',
  401: 'authentication_required',
  403: 'authorization_error',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'rate_limited',
  503: 'service_unavailable',
};

export class CoreApiClient {
  constructor(private readonly options: CoreApiClientOptions) {}

  get<T>(path: string): Promise<T> {
    return this.request<T>('GET', path);
  }

  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T> {
    return this.request<T>('POST', path, body, options);
  }

  put<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('PUT', path, body);
  }

  delete<T>(path: string): Promise<T> {
    return this.request<T>('DELETE', path);
  }

  async request<T>(method: Method, path: string, body?: unknown, call: CallOptions = {}): Promise<T> {
    const { baseUrl, token, requestId, clientIp } = this.options;
    const timeoutMs = call.timeoutMs ?? this.options.timeoutMs ?? CORE_API_TIMEOUT_MS;
    const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': requestId };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    if (clientIp) headers['x-forwarded-for'] = clientIp;

    let res: Response;
    let text: string;
    try {
      res = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch {
      // Connection refused, DNS failure or the timeout firing: core-api is unreachable from here.
      throw serviceUnavailable();
    }

    let json: unknown = undefined;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    if (res.ok) return json as T;

    const errorBody = (json && typeof json === 'object' ? json : {}) as ErrorBody;
    const status = res.status;
    if (status === 503 && !isDetail(errorBody.detail)) throw serviceUnavailable();
    const retryAfterHeader = Number(res.headers.get('retry-after'));
    throw apiError({
      status,
      detail: isDetail(errorBody.detail) ? errorBody.detail : INTERNAL_MESSAGE,
      id: typeof errorBody.id === 'string' ? errorBody.id : (DEFAULT_IDS[status] ?? 'internal_error'),
      retryAfter: status === 429 && Number.isFinite(retryAfterHeader) ? retryAfterHeader : undefined,
    });
  }
}
