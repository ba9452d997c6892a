import { isHttpUrl } from './http-url'
import { readJsonObject } from './read-json-object'

/**
 * What asking our server for a Checkout Session comes to, as the donation and the shop endpoints
 * both answer it (server/checkout.ts, server/shop-checkout.ts). Their 400s and 503s say different
 * things, so those come back `answered`, with the body, for the caller to read.
 */
export type StartOutcome =
  | { kind: 'embedded'; clientSecret: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'rate-limited'; retryAfterSeconds: number | undefined }
  | { kind: 'payment-service-down' }
  | { kind: 'network' }
  | { kind: 'failed'; status: number }

/** Posts `request` as JSON to `endpoint`; never throws. */
export async function startCheckout(
  endpoint: string,
  request: object,
  ui: 'embedded' | 'hosted',
): Promise<StartOutcome | { kind: 'answered'; status: number; body: Record<string, unknown> }> {
  let response: Response
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
    })
  } catch {
    return { kind: 'network' }
  }
  const body = await readJsonObject(response)
  if (response.status === 200) {
    if (ui === 'embedded') {
      return typeof body.clientSecret === 'string' && body.clientSecret !== ''
        ? { kind: 'embedded', clientSecret: body.clientSecret }
        : { kind: 'failed', status: 200 }
    }
    return isHttpUrl(body.url)
      ? { kind: 'redirect', url: body.url }
      : { kind: 'failed', status: 200 }
  }
  if (response.status === 429) {
    const seconds = Number(response.headers.get('Retry-After'))
    const retryAfterSeconds = Number.isFinite(seconds) && seconds > 0 ? seconds : undefined
    return { kind: 'rate-limited', retryAfterSeconds }
  }
  if (response.status === 502) return { kind: 'payment-service-down' }
  return { kind: 'answered', status: response.status, body }
}
