import { type InferType, string } from 'yup'
import { exactObject } from './request-schema'

/**
 * The monthly donor's way into Stripe's customer portal: what the thank-you page sends our server
 * (server/portal-route.ts) and the reasons the server gives for refusing. Shared by both ends.
 */
export const PORTAL_PATH = '/create-portal-session'

/** Why a session is no proof (400), each named in the answer's `reason`. */
export const PORTAL_REFUSALS = ['bad-session-id', 'incomplete', 'not-monthly', 'too-old'] as const
export type PortalRefusal = (typeof PORTAL_REFUSALS)[number]

// Stripe's Checkout Session ids: "cs_test_" or "cs_live_" and letters and digits. Anything else
// is refused before Stripe is asked, so a crafted id never reaches its URL path.
const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,250}$/

export function isCheckoutSessionId(value: string): boolean {
  return SESSION_ID.test(value)
}

export const PORTAL_MESSAGES = {
  notAnObject: 'Send {"sessionId": "cs_…"}: the id of the monthly gift’s Checkout Session.',
  badSessionId: 'The sessionId is missing or not a Checkout Session id.',
}

const M = PORTAL_MESSAGES

export const portalRequestSchema = exactObject(
  {
    /** The Checkout Session id Stripe put in the thank-you page's address: the donor's proof. */
    sessionId: string()
      .typeError(M.badSessionId)
      .required(M.badSessionId)
      .test('session-id', M.badSessionId, (id) => isCheckoutSessionId(id)),
  },
  'the request',
)
  .typeError(M.notAnObject)
  .nonNullable(M.notAnObject)
  .defined(M.notAnObject)

export type PortalRequest = InferType<typeof portalRequestSchema>
