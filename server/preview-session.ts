import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** How long a preview stays open after the Studio opened it; the Studio opens it again. */
export const PREVIEW_SESSION_MS = 60 * 60_000

export interface PreviewSession {
  /** The Studio's origin, the only page allowed to frame the preview (Presentation tool). */
  studioOrigin: string | undefined
}

/**
 * The preview cookie's value: an expiry and the Studio's origin, signed with a key made at start
 * (a restart closes every preview; the Studio reopens it with a fresh secret). Nothing is kept
 * in the server, and a value cannot be made without the key.
 */
export function createPreviewSessions(
  clock: () => number = Date.now,
  key: Buffer = randomBytes(32),
) {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url')
  return {
    issue(session: PreviewSession): string {
      const payload = Buffer.from(
        JSON.stringify({ exp: clock() + PREVIEW_SESSION_MS, studio: session.studioOrigin ?? '' }),
      ).toString('base64url')
      return `${payload}.${sign(payload)}`
    },
    /** The session a cookie value holds, or undefined when it is forged, altered or expired. */
    read(value: string | undefined): PreviewSession | undefined {
      const [payload, signature, ...rest] = (value ?? '').split('.')
      if (!payload || !signature || rest.length > 0) return undefined
      const expected = Buffer.from(sign(payload))
      const given = Buffer.from(signature)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
      try {
        const { exp, studio } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
          exp?: unknown
          studio?: unknown
        }
        if (typeof exp !== 'number' || exp <= clock()) return undefined
        return { studioOrigin: typeof studio === 'string' && studio ? studio : undefined }
      } catch {
        return undefined
      }
    },
  }
}
