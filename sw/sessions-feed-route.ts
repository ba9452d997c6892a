import { VOLUNTEER_FEED_PATH } from '../src/lib/volunteer-page'

/** The volunteers' subscribable schedule on this site. */
export function isSessionsFeedRequest(url: URL, siteOrigin: string): boolean {
  return url.origin === siteOrigin && url.pathname === VOLUNTEER_FEED_PATH
}

/** A weak signal should not keep a volunteer waiting for a file the device already has. */
const FEED_NETWORK_TIMEOUT_MS = 4_000

/**
 * The feed is precached like the pages, but the precached copy is the build's (the weekly rule
 * alone), while the server answers with the staff's latest changes. So online, the server's
 * answer wins; offline, slow or failing, the precached copy is answered, and only if there is
 * none does the network's failure show.
 */
export async function networkFirstFeed(
  request: Request,
  deps: {
    fetch: (request: Request, init: RequestInit) => Promise<Response>
    precached: () => Promise<Response | undefined>
    timeoutMs?: number
  },
): Promise<Response> {
  try {
    const response = await deps.fetch(request, {
      signal: AbortSignal.timeout(deps.timeoutMs ?? FEED_NETWORK_TIMEOUT_MS),
    })
    if (response.ok) return response
    return (await deps.precached()) ?? response
  } catch (error) {
    const precached = await deps.precached()
    if (precached) return precached
    throw error
  }
}
