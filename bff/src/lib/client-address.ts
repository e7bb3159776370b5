// The caller's address, worked out in one place for every transport: POST /graphql (Express's req.ip) and the
// WebSocket of subscriptions (the upgrade request, which never passes through Express). Both walk
// X-Forwarded-For with the same trust function, compiled once from BFF_TRUST_PROXY: a hop's claim about who
// sent it is believed only when the hop itself is trusted. The address is forwarded to core-api, which
// throttles sign-in and logs it in the audit trail, so an untrusted header must never choose it (issue 33: the
// WebSocket read the first X-Forwarded-For entry as it came).
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/** `(address, hop) => trusted`, as proxy-addr and Express's `trust proxy fn` take it. */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * BFF_TRUST_PROXY compiled as Express compiles `trust proxy` (true: every hop; a number: that many hops;
 * false: none; otherwise addresses, ranges or names such as `loopback`, comma-separated).
 */
export function compileTrust(setting: boolean | number | string): TrustFunction {
  if (setting === true) return () => true;
  if (setting === false) return proxyaddr.compile([]);
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyaddr.compile(setting.split(',').map((part) => part.trim()));
}

/**
 * The address of the client behind the trusted hops: the socket's peer unless it is trusted, then the
 * nearest X-Forwarded-For entry that a trusted hop vouches for.
 */
export function clientAddress(request: IncomingMessage, trust: TrustFunction): string | undefined {
  if (!request.socket?.remoteAddress) return undefined;
  return proxyaddr(request, trust);
}
