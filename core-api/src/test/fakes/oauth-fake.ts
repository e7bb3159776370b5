// TEST ONLY. The OAuth 2 authorization server both cloud-drive fakes share (decision 0074): a consent page that
// sends the browser back to the app with ?code=&state= (or ?error=access_denied), and a token endpoint with the
// authorization_code and refresh_token grants — codes used once and bound to their client and redirect URI,
// refresh tokens rotating on every use (the old one refused at once, as a strict provider does), access tokens
// that can be expired or revoked from a test, and the standard error bodies (invalid_grant, invalid_client).
// Google's and Microsoft's endpoints differ in their paths and a few response fields; each fake passes those in.
import { createHash, randomBytes } from 'node:crypto';
import type { FakeRequest, Reply } from './fake-server.js';

export interface FakeAccount {
  id: string;
  email: string;
  name: string;
}

interface Code {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  offline: boolean;
  used: boolean;
  /** PKCE (RFC 7636, S256 only): the challenge the consent request carried, checked on the exchange. */
  codeChallenge: string | null;
}

interface RefreshToken {
  clientId: string;
  scopes: string[];
  live: boolean;
}

interface AccessToken {
  scopes: string[];
  expiresAt: number;
  revoked: boolean;
}

export interface OAuthFakeOptions {
  clientId: string;
  clientSecret: string;
  account: FakeAccount;
  /** Whether this authorization asked for offline access (a refresh token). */
  isOffline(params: URLSearchParams, scopes: string[]): boolean;
  /** Scopes the token answer reports (Microsoft leaves out the OpenID ones). */
  grantedScopes?(requested: string[]): string[];
  /** Fields the provider adds to a token answer (Microsoft's id_token and client_info). */
  extraTokenFields?(grant: { clientId: string; scopes: string[] }): Record<string, unknown>;
  /** Extra fields of an error answer (Microsoft's error_codes, trace_id…). */
  extraErrorFields?(): Record<string, unknown>;
  providerName: string;
}

const token = (prefix: string) => `${prefix}-${randomBytes(18).toString('base64url')}`;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export class OAuthFake {
  readonly codes = new Map<string, Code>();
  readonly refreshTokens = new Map<string, RefreshToken>();
  readonly accessTokens = new Map<string, AccessToken>();
  /** The query of the last consent request (tests check the consent URL's parameters). */
  lastAuthorize: URLSearchParams | null = null;
  /** Answer the consent request at once with a redirect, as if the person had clicked Allow. */
  autoApprove = false;
  /** Refresh tokens rotate on every use (the old one refused at once). */
  rotateRefreshTokens = true;
  /** Lifetime of new access tokens. */
  accessTokenSeconds = 3600;
  /** Token endpoint calls by grant, for assertions. */
  readonly grants: string[] = [];

  constructor(readonly options: OAuthFakeOptions) {}

  /** A refresh token as if consent had been given earlier (seeds a connection without the browser dance). */
  issueRefreshToken(scopes: string[]): string {
    const rt = token('rt');
    this.refreshTokens.set(rt, { clientId: this.options.clientId, scopes, live: true });
    return rt;
  }

  /** Every access token is now expired: the next API call answers 401 and the adapter must refresh. */
  expireAccessTokens(): void {
    for (const at of this.accessTokens.values()) at.expiresAt = 0;
  }

  /** The person revoked the app (or an admin did): every token is refused, refreshing answers invalid_grant. */
  revokeAll(): void {
    for (const rt of this.refreshTokens.values()) rt.live = false;
    for (const at of this.accessTokens.values()) at.revoked = true;
  }

  /** The scopes of a live access token, or null (missing, unknown, expired or revoked). */
  scopesOf(bearer: string | null): string[] | null {
    const at = bearer ? this.accessTokens.get(bearer) : undefined;
    if (!at || at.revoked || at.expiresAt <= Date.now()) return null;
    return at.scopes;
  }

  /** GET: the consent page (or, with autoApprove, the redirect). POST with decision=allow|deny: the redirect. */
  authorize(req: FakeRequest): Reply {
    const params =
      req.method === 'POST'
        ? new URLSearchParams(new URLSearchParams(req.body.toString()).get('request') ?? '')
        : req.url.searchParams;
    const decision = req.method === 'POST' ? new URLSearchParams(req.body.toString()).get('decision') : null;
    const redirectUri = params.get('redirect_uri');
    if (params.get('client_id') !== this.options.clientId)
      return { status: 400, body: 'Error 401: invalid_client (unknown client_id)' };
    if (!redirectUri || !/^https?:\/\//.test(redirectUri))
      return { status: 400, body: 'Error 400: redirect_uri_mismatch' };
    if (params.get('response_type') !== 'code')
      return { status: 400, body: 'Error 400: unsupported_response_type' };
    const scopes = (params.get('scope') ?? '').split(' ').filter(Boolean);
    if (!scopes.length) return { status: 400, body: 'Error 400: invalid_scope (no scope)' };
    const codeChallenge = params.get('code_challenge');
    if (codeChallenge !== null && params.get('code_challenge_method') !== 'S256')
      return { status: 400, body: 'Error 400: invalid_request (code_challenge_method must be S256)' };
    if (req.method === 'GET') this.lastAuthorize = new URLSearchParams(params);

    const back = new URL(redirectUri);
    const state = params.get('state');
    if (decision === 'deny') {
      back.searchParams.set('error', 'access_denied');
      if (state !== null) back.searchParams.set('state', state);
      return { status: 302, headers: { location: back.toString() } };
    }
    if (decision === 'allow' || this.autoApprove) {
      const code = token('code');
      this.codes.set(code, {
        clientId: this.options.clientId,
        redirectUri,
        scopes,
        offline: this.options.isOffline(params, scopes),
        used: false,
        codeChallenge,
      });
      back.searchParams.set('code', code);
      if (state !== null) back.searchParams.set('state', state);
      return { status: 302, headers: { location: back.toString() } };
    }
    const { account, providerName } = this.options;
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(providerName)} (test fake): allow access</title></head>
<body>
<h1>${escapeHtml(providerName)} (test fake)</h1>
<p>Signed in as ${escapeHtml(account.name)} (${escapeHtml(account.email)}).</p>
<p>The app asks for: ${scopes.map(escapeHtml).join(', ')}</p>
<form method="post" action="${escapeHtml(req.url.pathname)}">
<input type="hidden" name="request" value="${escapeHtml(params.toString())}">
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form>
</body></html>`;
    return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: html };
  }

  private error(status: number, error: string, description: string): Reply {
    return {
      status,
      body: { error, error_description: description, ...this.options.extraErrorFields?.() },
    };
  }

  private clientOf(req: FakeRequest, form: URLSearchParams): { id: string | null; secret: string | null } {
    const basic = /^Basic (.+)$/i.exec(String(req.headers.authorization ?? ''));
    if (basic) {
      const [id, secret] = Buffer.from(basic[1]!, 'base64').toString().split(':');
      return { id: id ?? null, secret: secret ?? null };
    }
    return { id: form.get('client_id'), secret: form.get('client_secret') };
  }

  private issue(clientId: string, scopes: string[], offline: boolean): Reply {
    const at = token('at');
    this.accessTokens.set(at, {
      scopes,
      expiresAt: Date.now() + this.accessTokenSeconds * 1000,
      revoked: false,
    });
    const body: Record<string, unknown> = {
      access_token: at,
      token_type: 'Bearer',
      expires_in: this.accessTokenSeconds,
      scope: (this.options.grantedScopes?.(scopes) ?? scopes).join(' '),
      ...this.options.extraTokenFields?.({ clientId, scopes }),
    };
    if (offline) {
      const rt = token('rt');
      this.refreshTokens.set(rt, { clientId, scopes, live: true });
      body.refresh_token = rt;
    }
    return { status: 200, headers: { 'cache-control': 'no-store' }, body };
  }

  /** POST, application/x-www-form-urlencoded. */
  token(req: FakeRequest): Reply {
    const form = new URLSearchParams(req.body.toString());
    const grant = form.get('grant_type') ?? '';
    this.grants.push(grant);
    const client = this.clientOf(req, form);
    if (client.id !== this.options.clientId || client.secret !== this.options.clientSecret)
      return this.error(401, 'invalid_client', 'The OAuth client was not found or its secret is wrong.');
    if (grant === 'authorization_code') {
      const code = this.codes.get(form.get('code') ?? '');
      if (!code || code.used || code.clientId !== client.id)
        return this.error(
          400,
          'invalid_grant',
          'The authorization code is invalid, expired or already used.',
        );
      if (code.redirectUri !== form.get('redirect_uri'))
        return this.error(400, 'invalid_grant', 'The redirect_uri does not match the authorization request.');
      const verifier = form.get('code_verifier');
      if (
        code.codeChallenge !== null &&
        (!verifier || createHash('sha256').update(verifier).digest('base64url') !== code.codeChallenge)
      )
        return this.error(400, 'invalid_grant', 'The code_verifier does not match the code_challenge.');
      code.used = true;
      return this.issue(client.id, code.scopes, code.offline);
    }
    if (grant === 'refresh_token') {
      const presented = form.get('refresh_token') ?? '';
      const rt = this.refreshTokens.get(presented);
      if (!rt || !rt.live || rt.clientId !== client.id)
        return this.error(
          400,
          'invalid_grant',
          'The refresh token has expired, been revoked or was already used.',
        );
      if (this.rotateRefreshTokens) {
        rt.live = false;
        return this.issue(client.id, rt.scopes, true);
      }
      const answer = this.issue(client.id, rt.scopes, false);
      return answer;
    }
    return this.error(400, 'unsupported_grant_type', `Grant type ${grant} is not supported.`);
  }

  /** The token endpoint's own shape for an injected 429 / 5xx. */
  unavailable(status: number, retryAfter?: number): Reply {
    return {
      ...this.error(
        status,
        'temporarily_unavailable',
        'The server is temporarily unable to handle the request.',
      ),
      headers: retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
    };
  }

  /**
   * Google's revocation endpoint (POST /revoke?token=… or a form body): a refresh token ends its whole grant
   * (its access tokens too); an access token ends itself. Unknown or already revoked: 400 invalid_token.
   */
  revoke(req: FakeRequest): Reply {
    const t = req.url.searchParams.get('token') ?? new URLSearchParams(req.body.toString()).get('token');
    this.grants.push('revoke');
    const rt = t ? this.refreshTokens.get(t) : undefined;
    if (rt?.live) {
      rt.live = false;
      // The fake's one account holds one grant: every access token issued under it ends with it.
      for (const at of this.accessTokens.values()) at.revoked = true;
      return { status: 200, body: {} };
    }
    const at = t ? this.accessTokens.get(t) : undefined;
    if (at && !at.revoked) {
      at.revoked = true;
      return { status: 200, body: {} };
    }
    return this.error(400, 'invalid_token', 'Token expired or revoked');
  }

  /** Whether a refresh token still works (tests check a disconnect revoked it). */
  isLive(refreshToken: string): boolean {
    return this.refreshTokens.get(refreshToken)?.live === true;
  }

  /** The provider's answer to an injected invalid_grant. */
  invalidGrant(): Reply {
    return this.error(400, 'invalid_grant', 'Token has been expired or revoked.');
  }
}
