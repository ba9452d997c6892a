import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from './app'
import { SANITY_WEBHOOK_PATH, WEBHOOK_MAX_AGE_MS, WEBHOOK_MAX_BYTES } from './sanity-webhook-route'

const SECRET = 'a-long-random-webhook-secret-0123456789'
const NOW = Date.UTC(2026, 10, 28, 9, 30)
const BODY = JSON.stringify({ _id: 'event-3', _type: 'event' })

// vitest restores spies only before the next test: put the clock back for the next file too.
afterEach(() => {
  vi.restoreAllMocks()
})

let dist: string
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), '<!DOCTYPE html><html><body>Home</body></html>')
})

function publishingApp() {
  // Calls are signed relative to NOW: the server's clock stands there.
  vi.spyOn(Date, 'now').mockReturnValue(NOW)
  const onPublish = vi.fn()
  const lines: string[] = []
  const app = createApp({
    distDir: dist,
    log: (line) => lines.push(line),
    publishing: {
      webhook: { secret: SECRET, onPublish },
      report: () => ({
        state: 'idle',
        nextScheduledRebuild: null,
        lastSuccessAt: null,
        lastFailure: null,
      }),
    },
  })
  return { app, onPublish, lines }
}

const call = (app: ReturnType<typeof createApp>, body: string, signature: string | undefined) =>
  app.request(SANITY_WEBHOOK_PATH, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(signature ? { [SIGNATURE_HEADER_NAME]: signature } : {}),
    },
    body,
  })

describe("Sanity's webhook", () => {
  it('schedules a rebuild for a call signed with the secret just now, answering 202', async () => {
    const { app, onPublish, lines } = publishingApp()
    const response = await call(app, BODY, await encodeSignatureHeader(BODY, NOW - 1000, SECRET))
    expect(response.status).toBe(202)
    expect(onPublish).toHaveBeenCalledWith({ draft: false })
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(logged).toContainEqual(
      expect.objectContaining({ event: 'sanity-webhook', verdict: 'published' }),
    )
    expect(lines.join('\n')).not.toContain(SECRET)
  })

  it("tells a draft's change (a `drafts.` id) from a publish", async () => {
    const { app, onPublish } = publishingApp()
    const draft = JSON.stringify({ _id: 'drafts.post-1', _type: 'post' })
    const response = await call(app, draft, await encodeSignatureHeader(draft, NOW, SECRET))
    expect(response.status).toBe(202)
    expect(onPublish).toHaveBeenCalledWith({ draft: true })
  })

  it('answers 401 and schedules nothing without a signature, with a wrong one, or for another body', async () => {
    const { app, onPublish } = publishingApp()
    const otherSecret = await encodeSignatureHeader(BODY, NOW, 'another-secret-of-the-same-length!')
    const otherBody = await encodeSignatureHeader('{"_id":"other"}', NOW, SECRET)
    for (const signature of [undefined, 'garbage', otherSecret, otherBody]) {
      expect((await call(app, BODY, signature)).status, String(signature)).toBe(401)
    }
    expect(onPublish).not.toHaveBeenCalled()
  })

  it('answers 401 to a correctly signed call more than five minutes old or ahead', async () => {
    const { app, onPublish } = publishingApp()
    for (const at of [NOW - WEBHOOK_MAX_AGE_MS - 1, NOW + WEBHOOK_MAX_AGE_MS + 1]) {
      const response = await call(app, BODY, await encodeSignatureHeader(BODY, at, SECRET))
      expect(response.status).toBe(401)
    }
    expect(onPublish).not.toHaveBeenCalled()
    const edge = await encodeSignatureHeader(BODY, NOW - WEBHOOK_MAX_AGE_MS, SECRET)
    expect((await call(app, BODY, edge)).status).toBe(202)
  })

  it('answers 413 to a body over 64 KB, signed or not, and schedules nothing', async () => {
    const { app, onPublish } = publishingApp()
    const big = JSON.stringify({ _id: 'event-3', text: 'x'.repeat(WEBHOOK_MAX_BYTES) })
    const response = await call(app, big, await encodeSignatureHeader(big, NOW, SECRET))
    expect(response.status).toBe(413)
    expect(onPublish).not.toHaveBeenCalled()
  })

  it('does not exist without a secret', async () => {
    const app = createApp({ distDir: dist })
    const response = await call(app, BODY, await encodeSignatureHeader(BODY, NOW, SECRET))
    expect(response.status).toBe(404)
    expect(await (await app.request('/healthz')).json()).toEqual({ ok: true })
  })
})
