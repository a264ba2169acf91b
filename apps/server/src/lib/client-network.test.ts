import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('clientNetwork', () => {
  it('keeps an IPv4 address whole', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const network = '2001:db8:aa:1::/64';
    expect(clientNetwork('2001:db8:aa:1::1')).toBe(network);
    expect(clientNetwork('2001:0DB8:00aa:0001:ffff:1:2:3')).toBe(network);
    expect(clientNetwork('2001:db8:aa:1:abcd::9%eth0')).toBe(network);
    expect(clientNetwork('2001:db8:aa:2::1')).not.toBe(network);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1.2.3.4')).toBe('fe80:0:0:0::/64');
  });
});
