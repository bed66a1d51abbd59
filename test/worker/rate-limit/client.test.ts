import { describe, expect, it } from 'vitest';
import { clientNetwork } from '../../../worker/rate-limit/client';

describe("a client's network", () => {
  it('is an IPv6 address its /64, however the address is spelled', () => {
    const network = '2001:db8:85a3:1::/64';
    expect(clientNetwork('2001:db8:85a3:1:aaaa:bbbb:cccc:dddd')).toBe(network);
    expect(clientNetwork('2001:0DB8:85A3:0001::1')).toBe(network);
    expect(clientNetwork('2001:db8:85a3:1::')).toBe(network);
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('is an IPv4 address itself, and keeps anything unreadable as it came', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('2001:db8::1::2')).toBe('2001:db8::1::2');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('::ffff:203.0.113.7');
  });
});
