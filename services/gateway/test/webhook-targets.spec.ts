import type { LookupAddress } from 'node:dns';
import {
  isPrivateAddress,
  guardedLookup,
  targetPolicyFor,
  targetRefusal,
  type Resolve,
} from '../src/webhooks/webhook-targets';

/**
 * Where production webhooks may go (ADR 0078): public https receivers only, checked on the written
 * address, after DNS resolution when saved, and again on every connection (DNS rebinding).
 */
const production = targetPolicyFor('production');
const standalone = targetPolicyFor('standalone');

const resolvesTo =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('webhook receivers', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['10.0.0.1', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['172.32.0.1', false],
    ['192.168.0.10', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['::1', true],
    ['::', true],
    ['fe80::1', true],
    ['fd00:ec2::254', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['::ffff:10.0.0.1', true],
    ['8.8.8.8', false],
    ['93.184.215.14', false],
    ['2606:4700:4700::1111', false],
    ['::ffff:8.8.8.8', false],
    ['not-an-address', true],
    // Issue 23, finding 10: IPv4-compatible, IPv4-translated, 6to4, NAT64 and Teredo forms.
    ['::127.0.0.1', true],
    ['::7f00:1', true],
    ['0:0:0:0:0:0:127.0.0.1', true],
    ['::ffff:0:127.0.0.1', true],
    ['::ffff:0:7f00:1', true],
    ['::ffff:0:8.8.8.8', false],
    ['2002:7f00:1::', true],
    ['2002:a9fe:a9fe::', true],
    ['2002:c0a8:0101::1', true],
    ['2002:808:808::1', false],
    ['64:ff9b::7f00:1', true],
    ['64:ff9b::8.8.8.8', true],
    ['64:ff9b:1::808:808', true],
    // Teredo: server 65.54.227.120, client 127.0.0.1 (inverted: 80ff:fffe).
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', true],
    // Teredo: server 65.54.227.120, client 8.8.8.8 (inverted: f7f7:f7f7).
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', false],
    ['2001:0:a00:1::f7f7:f7f7', true],
  ])('%s is private: %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });

  it('refuses a name that resolves to a private address, and accepts a public one', async () => {
    await expect(
      targetRefusal('https://hooks.example.com/x', production, resolvesTo('10.0.0.7')),
    ).resolves.toBe(
      'hooks.example.com resolves to 10.0.0.7, a private, loopback, link-local or metadata address; webhooks are sent to public addresses only',
    );
    // One private address among public ones is enough to refuse.
    await expect(
      targetRefusal('https://hooks.example.com/x', production, resolvesTo('93.184.215.14', '::1')),
    ).resolves.toMatch(/resolves to ::1/);
    await expect(
      targetRefusal('https://hooks.example.com/x', production, resolvesTo('93.184.215.14')),
    ).resolves.toBeNull();
    await expect(
      targetRefusal('https://nowhere.example/x', production, () => Promise.reject(new Error('ENOTFOUND'))),
    ).resolves.toBe('The host nowhere.example could not be resolved');
  });

  it('requires https in production; standalone allows http and local receivers', async () => {
    await expect(
      targetRefusal('http://hooks.example.com/x', production, resolvesTo('93.184.215.14')),
    ).resolves.toBe('Webhook URLs must start with https://');
    await expect(targetRefusal('http://127.0.0.1:8080/x', standalone)).resolves.toBeNull();
    await expect(targetRefusal('http://localhost:8080/x', standalone)).resolves.toBeNull();
  });

  it('refuses the connection when the name resolves to a private address at send time', async () => {
    const lookup = guardedLookup(production, resolvesTo('169.254.169.254'));
    const error = await new Promise<Error | null>((resolve) =>
      lookup('rebound.example.com', { all: true }, (err) => resolve(err)),
    );
    expect(error?.message).toMatch(/rebound.example.com resolves to 169.254.169.254/);

    const open = guardedLookup(production, resolvesTo('93.184.215.14'));
    const addresses = await new Promise<unknown>((resolve) =>
      open('hooks.example.com', { all: true }, (_err, list) => resolve(list)),
    );
    expect(addresses).toEqual([{ address: '93.184.215.14', family: 4 }]);
  });
});
