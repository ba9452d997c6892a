import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { LogWriter } from './request-log'

export const SANITY_WEBHOOK_PATH = '/hooks/sanity'
/** Sanity's payload is a projection of one document; the route reads only its `_id`. */
export const WEBHOOK_MAX_BYTES = 64 * 1024
/** A signature older (or newer) than this is a replay, whatever its HMAC says. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60_000

export interface SanityWebhookOptions {
  /** The secret set on the webhook in Sanity's dashboard (SANITY_WEBHOOK_SECRET). */
  secret: string
  /**
   * Told once per correctly signed call: schedules a rebuild. `draft` when the document changed
   * is a draft (`drafts.` id: Sanity's webhook fires on drafts when told to), which changes only
   * the preview.
   */
  onPublish: (change: { draft: boolean }) => void
  log?: LogWriter
}

type Verdict = 'published' | 'unsigned' | 'bad signature' | 'stale timestamp' | 'too large'

/**
 * Sanity's webhook after a publish. The library checks the HMAC of timestamp and body; the
 * timestamp's age is checked here, so a call recorded once cannot be replayed later to keep the
 * server building. Nothing is scheduled unless both hold.
 */
export function sanityWebhookRoute(options: SanityWebhookOptions): Hono {
  const log = (verdict: Verdict, status: number) =>
    options.log?.(
      JSON.stringify({
        time: new Date().toISOString(),
        event: 'sanity-webhook',
        verdict,
        status,
      }),
    )

  const verdictOf = async (body: string, signature: string | undefined): Promise<Verdict> => {
    if (!signature) return 'unsigned'
    let timestamp: number
    try {
      timestamp = decodeSignatureHeader(signature).timestamp
    } catch {
      return 'bad signature'
    }
    if (!(await isValidSignature(body, signature, options.secret))) return 'bad signature'
    return Math.abs(Date.now() - timestamp) > WEBHOOK_MAX_AGE_MS ? 'stale timestamp' : 'published'
  }

  const app = new Hono()
  app.post(
    SANITY_WEBHOOK_PATH,
    bodyLimit({
      maxSize: WEBHOOK_MAX_BYTES,
      onError: (c) => {
        log('too large', 413)
        return c.json({ error: 'Payload too large' }, 413)
      },
    }),
    async (c) => {
      const body = await c.req.text()
      const verdict = await verdictOf(body, c.req.header(SIGNATURE_HEADER_NAME))
      if (verdict !== 'published') {
        log(verdict, 401)
        return c.json({ error: 'Invalid signature' }, 401)
      }
      // The changed document's id from the webhook's projection; without one it counts as a publish.
      const change = (await c.req.json().catch(() => null)) as { _id?: unknown } | null
      options.onPublish({
        draft: typeof change?._id === 'string' && change._id.startsWith('drafts.'),
      })
      log(verdict, 202)
      return c.json({ rebuild: 'scheduled' }, 202)
    },
  )
  return app
}
