import { describe, expect, it } from 'vitest';
import { isPublicAddress, publicOnlyLookup, resolveOutboundHost } from './outbound-address.js';

describe('outbound addresses', () => {
  it('refuses every internal form of an address and lets a public one through', async () => {
    for (const host of [
      '127.0.0.1',
      '[::1]',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.0.1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '0.0.0.0',
      '224.0.0.1',
      'localhost',
    ]) {
      expect((await resolveOutboundHost(host, false)).problem, host).toMatch(/private or loopback address/);
      expect((await resolveOutboundHost(host, true)).problem, host).toBeNull();
    }
    expect(await resolveOutboundHost('93.184.215.14', false)).toEqual({
      address: '93.184.215.14',
      family: 4,
      problem: null,
    });
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
    expect(isPublicAddress('not an address')).toBe(false);
  });

  it('gives sockets a lookup that refuses a name resolving inside', async () => {
    const outcome = await new Promise<{ code?: string; message: string }>((resolve) =>
      publicOnlyLookup('localhost', { all: true }, (error) => resolve(error ?? { message: 'no error' })),
    );
    expect(outcome).toMatchObject({ code: 'ERR_PRIVATE_TARGET' });
    expect(outcome.message).toMatch(/localhost resolves to a private or loopback address/);
  });
});
