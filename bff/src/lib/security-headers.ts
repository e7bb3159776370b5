// Browser hardening headers on every BFF response, by helmet: a strict Content Security Policy, nosniff,
// no-referrer, no framing, and HSTS only when the request came over TLS.
//
// Scripts: 'self' plus the sha256 of each inline script of the built index.html (the dark-mode preference,
// the app loader from web/vite.config.ts, the prerender picker from web/scripts/prerender.mjs), computed when
// the BFF starts from the file it serves, so a rebuilt page never needs a hand-edited hash. Nothing else
// inline runs: no injected <script>, no on* attribute, no eval.
//
// Styles keep 'unsafe-inline': Chakra's Emotion inserts <style> elements at run time and the prerendered
// HTML carries its critical CSS inline; a nonce would mean rewriting index.html per request. Injected CSS
// cannot run script, and img-src/font-src/connect-src limited to 'self' (plus data:/blob: for images and
// fonts) keep it from sending page content elsewhere. Decision: docs/decisions/0017-bff-hardening.md.
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** `'sha256-…'` sources for every inline <script> (one without src) of an HTML page, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes ?? '')) continue;
    const hash = `'sha256-${createHash('sha256')
      .update(body ?? '', 'utf8')
      .digest('base64')}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

export function contentSecurityPolicyDirectives(scriptHashes: readonly string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** One year, subdomains included; only ever sent on a TLS request. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * helmet with the policy above, then HSTS when `req.secure`: a TLS socket, or X-Forwarded-Proto: https from a
 * proxy that Express's `trust proxy` trusts (anyone else's header is ignored).
 */
export function securityHeaders(scriptHashes: readonly string[]): RequestHandler[] {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(scriptHashes) },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true });
  return [headers, (req, res, next) => (req.secure ? hsts(req, res, next) : next())];
}
