import { promises as dns, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { RunMode } from '@esg/platform';

/**
 * Where webhooks may be sent (docs/webhooks.md, "Receivers"; ADR 0078). In production a receiver must
 * be https and public: a loopback, private, link-local (cloud metadata at 169.254.169.254),
 * carrier-grade NAT, unique-local, multicast or reserved address is refused, both when the webhook is
 * saved and, after DNS resolution, on every connection (a name that later resolves to such an address
 * is refused at connect time, so DNS rebinding gains nothing). Standalone and cluster run on one
 * machine with local receivers, so there http and private addresses are allowed.
 */
export interface TargetPolicy {
  allowPrivate: boolean;
  requireHttps: boolean;
}

export const targetPolicyFor = (mode: RunMode): TargetPolicy => ({
  allowPrivate: mode !== 'production',
  requireHttps: mode === 'production',
});

const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  // Local-use NAT64 (RFC 8215): its IPv4 sits across the prefix, so the whole range is refused.
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (any spelling: `::`, a dotted IPv4 tail), or null. */
function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  const text = address
    .toLowerCase()
    .replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a: string, b: string, c: string, d: string) =>
      [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((g) => g.toString(16)).join(':'),
    );
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const parse = (part: string | null | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const first = parse(head);
  const last = parse(tail);
  const groups =
    tail === null ? first : [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? groups
    : null;
}

const dottedQuad = (high: number, low: number): string =>
  `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * Every IPv4 address an IPv6 address carries (issue 23, finding 10), so that its range is checked as
 * IPv4: IPv4-mapped (`::ffff:a.b.c.d`), IPv4-compatible (`::a.b.c.d`), IPv4-translated
 * (`::ffff:0:a.b.c.d`), NAT64 (`64:ff9b::a.b.c.d`), 6to4 (`2002:aabb:ccdd::`, the gateway's IPv4 in
 * the second and third groups) and Teredo (`2001:0::`, its server in groups 3-4 and its client's
 * address, inverted, in groups 7-8).
 */
export function embeddedIpv4(address: string): string[] {
  const g = ipv6Groups(address);
  if (g === null) return [];
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zero(0, 5) && g[5] === 0xffff) return [dottedQuad(g[6], g[7])];
  if (zero(0, 6)) return [dottedQuad(g[6], g[7])];
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) return [dottedQuad(g[6], g[7])];
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return [dottedQuad(g[6], g[7])];
  if (g[0] === 0x2002) return [dottedQuad(g[1], g[2])];
  if (g[0] === 0x2001 && g[1] === 0)
    return [dottedQuad(g[2], g[3]), dottedQuad(g[6] ^ 0xffff, g[7] ^ 0xffff)];
  return [];
}

/** True for every address a production webhook must not reach. Anything that is not an IP is refused too. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return true;
  if (family === 4) return BLOCKED.check(bare, 'ipv4');
  return BLOCKED.check(bare, 'ipv6') || embeddedIpv4(bare).some((v4) => BLOCKED.check(v4, 'ipv4'));
}

export type Resolve = (hostname: string) => Promise<LookupAddress[]>;
export const resolveAll: Resolve = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

const hostOf = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '');

const privateRefusal = (host: string, address: string): string =>
  host === address
    ? `${host} is a private, loopback, link-local or metadata address; webhooks are sent to public addresses only`
    : `${host} resolves to ${address}, a private, loopback, link-local or metadata address; webhooks are sent to public addresses only`;

/** Why the gateway refuses to send to `rawUrl` under `policy`, or null when it may. */
export async function targetRefusal(
  rawUrl: string,
  policy: TargetPolicy,
  resolve: Resolve = resolveAll,
): Promise<string | null> {
  const url = new URL(rawUrl);
  if (policy.requireHttps && url.protocol !== 'https:') return 'Webhook URLs must start with https://';
  if (policy.allowPrivate) return null;
  const host = hostOf(url);
  if (isIP(host) !== 0) return isPrivateAddress(host) ? privateRefusal(host, host) : null;
  if (host === 'localhost' || host.endsWith('.localhost')) return privateRefusal(host, '127.0.0.1');
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(host);
  } catch {
    return `The host ${host} could not be resolved`;
  }
  if (addresses.length === 0) return `The host ${host} could not be resolved`;
  const bad = addresses.find((a) => isPrivateAddress(a.address));
  return bad ? privateRefusal(host, bad.address) : null;
}

/** What is checked before connecting: the scheme and an address written in the URL itself. */
export function connectRefusal(url: URL, policy: TargetPolicy): string | null {
  if (policy.requireHttps && url.protocol !== 'https:') return 'Webhook URLs must start with https://';
  const host = hostOf(url);
  if (!policy.allowPrivate && isIP(host) !== 0 && isPrivateAddress(host)) return privateRefusal(host, host);
  return null;
}

export class RefusedTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedTargetError';
  }
}

/**
 * The `lookup` of the outgoing request: resolves as usual and refuses the connection when any
 * address is private (under a policy that refuses them), so the checked address is the one connected to.
 */
export function guardedLookup(policy: TargetPolicy, resolve: Resolve = resolveAll): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0);
    void resolve(hostname).then(
      (addresses) => {
        const bad = policy.allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
        if (bad) return callback(new RefusedTargetError(privateRefusal(hostname, bad.address)), '');
        const usable = addresses.filter((a) => family === 0 || a.family === family);
        if (usable.length === 0)
          return callback(new RefusedTargetError(`The host ${hostname} could not be resolved`), '');
        if (options.all) return callback(null, usable);
        return callback(null, usable[0].address, usable[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
