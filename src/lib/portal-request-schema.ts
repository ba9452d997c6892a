import { string } from 'yup'
import { isCheckoutSessionId, PORTAL_MESSAGES } from './portal-request'
import { exactObject } from './request-schema'

const M = PORTAL_MESSAGES

/** The body of POST /create-portal-session, which the server checks strictly. */
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
