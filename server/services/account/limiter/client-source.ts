/**
 * The "source" of an attempt as the limiter counts it, from request.ip (the socket address, or the
 * X-Forwarded-For hop a TRUST_PROXY proxy vouches for). An IPv4 address counts as itself; an IPv6
 * address counts as its /64, the block one subscriber line or host usually gets, or anyone holding
 * a /64 could make 2^64 fresh sources. IPv4-mapped IPv6 (::ffff:1.2.3.4) is the IPv4 address.
 */
import { isIPv4, isIPv6 } from 'node:net'

export function clientSource(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped && isIPv4(mapped[1])) return mapped[1]
  if (isIPv4(ip)) return ip
  if (!isIPv6(ip)) return ip
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address, lowercase, without leading zeros. */
function expandIPv6(ip: string): string[] {
  const bare = ip.split('%')[0].toLowerCase()
  const [head, tail] = bare.includes('::') ? bare.split('::') : [bare, null]
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  // An embedded IPv4 tail (::1.2.3.4) takes two groups; only the first four groups matter here.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0)
  const missing = tail === null ? 0 : 8 - width(headGroups) - width(tailGroups)
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups]
  return groups.map((g) => (g.includes('.') ? g : (Number.parseInt(g, 16) || 0).toString(16)))
}
