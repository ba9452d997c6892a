/**
 * The monthly donor's way into Stripe's customer portal: what the thank-you page sends our server
 * (server/portal-route.ts) and the reasons the server gives for refusing. Shared by both ends.
 */
export const PORTAL_PATH = '/create-portal-session'

/** Every field the request has; the server refuses a body with any other, naming it. */
export const PORTAL_FIELDS = ['sessionId'] as const

export interface PortalRequest {
  /** The Checkout Session id Stripe put in the thank-you page's address: the donor's proof. */
  sessionId: string
}

/** Why a session is no proof (400), each named in the answer's `reason`. */
export const PORTAL_REFUSALS = ['bad-session-id', 'incomplete', 'not-monthly', 'too-old'] as const
export type PortalRefusal = (typeof PORTAL_REFUSALS)[number]
