import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ClientConfig } from '../src/lib/config'

/**
 * The outside origins the built site talks to or embeds. The build writes them next to its
 * manifest (scripts/build/csp-origins-plugin.ts) from the same VITE_* values the bundle was built
 * with, so the server's Content-Security-Policy matches the bundle it serves, including a test
 * build pointed at a local fake.
 */
export interface SiteOrigins {
  /** fetch/XHR targets: the content API and the e-mail service. */
  connect: string[]
  /** iframes: the contact page's map and the embedded donation form. */
  frame: string[]
  /** iframes that may offer wallet payments (the embedded donation form). */
  payment: string[]
  /**
   * Whether the build mounts Stripe's embedded Checkout (a publishable key was set): only then
   * do the donation pages allow Stripe's origins (see security-headers.ts).
   */
  stripe: boolean
}

export const CSP_ORIGINS_FILE = '.vite/csp-origins.json'

const SANITY_HOSTS = ['https://*.api.sanity.io', 'https://*.apicdn.sanity.io']
const MAP_ORIGIN = 'https://www.openstreetmap.org'

function originOf(url: string | undefined): string[] {
  if (!url) return []
  try {
    return [new URL(url).origin]
  } catch {
    return []
  }
}

export function siteOriginsFrom(config: ClientConfig): SiteOrigins {
  const unique = (list: string[]) => [...new Set(list)]
  return {
    connect: unique([
      ...SANITY_HOSTS,
      ...originOf(config.VITE_SANITY_API_HOST),
      ...originOf(config.VITE_EMAILJS_API_URL),
    ]),
    frame: unique([MAP_ORIGIN, ...originOf(config.VITE_DONATION_FORM_URL)]),
    payment: originOf(config.VITE_DONATION_FORM_URL),
    stripe: Boolean(config.VITE_STRIPE_PUBLISHABLE_KEY),
  }
}

function isOriginList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

/** Reads what the build recorded; `fallback` for a build made before the file existed. */
export function readSiteOrigins(distDir: string, fallback: SiteOrigins): SiteOrigins {
  try {
    const parsed = JSON.parse(readFileSync(join(distDir, CSP_ORIGINS_FILE), 'utf8')) as unknown
    const { connect, frame, payment, stripe } = (parsed ?? {}) as Record<string, unknown>
    if (isOriginList(connect) && isOriginList(frame) && isOriginList(payment)) {
      // A build recorded before embedded Checkout existed never loads Stripe.js.
      return { connect, frame, payment, stripe: stripe === true }
    }
  } catch {
    // No file or not JSON: fall through to the fallback.
  }
  return fallback
}
