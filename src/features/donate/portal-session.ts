import { isHttpUrl } from '../../lib/http-url'
import {
  PORTAL_PATH,
  PORTAL_REFUSALS,
  type PortalRefusal,
  type PortalRequest,
} from '../../lib/portal-request'
import { readJsonObject } from '../../lib/read-json-object'

/** What became of "Manage your monthly gift", in the terms the thank-you page shows. */
export type PortalOutcome =
  | { kind: 'portal'; url: string }
  | { kind: 'refused'; reason: PortalRefusal }
  /** Stripe would not open the portal, our server could not be reached, or anything else. */
  | { kind: 'unavailable' }

const isRefusal = (value: unknown): value is PortalRefusal =>
  PORTAL_REFUSALS.includes(value as PortalRefusal)

/** Asks our server (server/portal-route.ts) for the donor's portal; never throws. */
export async function requestPortal(sessionId: string): Promise<PortalOutcome> {
  try {
    const request: PortalRequest = { sessionId }
    const response = await fetch(PORTAL_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
    })
    const body = await readJsonObject(response)
    if (response.status === 200 && isHttpUrl(body.url)) return { kind: 'portal', url: body.url }
    if (response.status === 400 && isRefusal(body.reason)) {
      return { kind: 'refused', reason: body.reason }
    }
  } catch {
    // Offline, or the connection dropped: the same plain message as Stripe refusing.
  }
  return { kind: 'unavailable' }
}
