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
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv6');

/** `::ffff:a.b.c.d` and `::ffff:7f00:1` name an IPv4 address: check that one. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** True for every address a production webhook must not reach. Anything that is not an IP is refused too. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const v4 = isIP(bare) === 6 ? embeddedIpv4(bare) : null;
  if (v4 !== null) return BLOCKED.check(v4, 'ipv4');
  const family = isIP(bare);
  if (family === 0) return true;
  return BLOCKED.check(bare, family === 4 ? 'ipv4' : 'ipv6');
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
