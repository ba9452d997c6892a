import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The address a request came from, for rate limiting. With `trustedProxies` = 0 it is the
 * socket's peer. Behind n proxies that each append to X-Forwarded-For, the n-th entry from the
 * right is the one the outermost trusted proxy saw; entries left of it are client-supplied
 * and could be forged, so they are never used.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
    const seen = hops[hops.length - trustedProxies]
    if (seen) return seen
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // No Node socket (app.request() in tests): every such request shares one key.
    return 'unknown'
  }
}
