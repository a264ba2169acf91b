import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client's address belongs to, which every per-address limit counts by: an IPv4
 * address as it is, and an IPv6 address by its /64, the block one home or phone is given (a
 * phone on mobile data can take a new address of its /64 for every request, so counting whole
 * IPv6 addresses would let one phone pass every limit). An IPv4 address written as IPv6
 * (`::ffff:192.0.2.1`) is the IPv4 address. Anything else is returned lower-cased.
 */
export function clientNetwork(ip: string): string {
  const address = ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros; a zone (`%eth0`) dropped. */
function expandIpv6(address: string): string[] {
  const bare = address.split('%')[0] ?? address;
  // An embedded IPv4 tail (`::1.2.3.4`) is two groups.
  const withHexTail = bare.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a, b, c, d) => {
    const hex = (high: string, low: string) => ((Number(high) << 8) | Number(low)).toString(16);
    return `${hex(a as string, b as string)}:${hex(c as string, d as string)}`;
  });
  const [head = '', tail] = withHexTail.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return groups.map((group) => Number.parseInt(group || '0', 16).toString(16));
}
