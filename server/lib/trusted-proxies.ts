/**
 * TRUST_PROXY: the proxies (load balancer, TLS terminator) whose X-Forwarded-For the server
 * believes, as a comma-separated list of addresses and CIDR blocks (Fastify's trustProxy takes the
 * list as is). The client address is then the last hop that is not one of them; from any other
 * peer the header is ignored, so nobody can pick the address the login limiter counts.
 *
 * 'off' (or unset) trusts nobody. 'on' is refused: it would trust the header from ANY peer, and a
 * forged address per guess would void the per-source limits (ADR 025).
 */
import { isIP } from 'node:net'

/** proxy-addr's names for well-known ranges, accepted as they are. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

export type TrustedProxies = string[] | false

/** The parsed setting, or an error message naming what is wrong. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies | { error: string } {
  const text = (value ?? '').trim()
  if (text === '' || ['off', 'false', '0'].includes(text.toLowerCase())) return false
  if (['on', 'true', '1'].includes(text.toLowerCase())) {
    return {
      error:
        `TRUST_PROXY=${text} would believe X-Forwarded-For from anyone; name your proxies instead, ` +
        'for example TRUST_PROXY=127.0.0.1,10.0.0.0/8 (or off)',
    }
  }
  const entries = text.split(',').map((e) => e.trim())
  const wrong = entries.filter((e) => !isAddressOrBlock(e))
  if (wrong.length > 0) {
    return {
      error: `not an address, CIDR block or named range (loopback, linklocal, uniquelocal): ${wrong.map((e) => e || '(empty)').join(', ')}`,
    }
  }
  return entries
}

function isAddressOrBlock(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true
  const [address, bits, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  if (!/^\d{1,3}$/.test(bits)) return false
  return Number(bits) <= (family === 4 ? 32 : 128)
}
