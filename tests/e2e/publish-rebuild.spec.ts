import type { ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import type { DatasetDocument } from '../../scripts/content/sample-dataset'
import { EDITS, editedDataset } from '../fixtures/edited-dataset'
import { startFakeSanity } from '../fixtures/fake-sanity'
import { freePort } from '../fixtures/free-port'
import { ensureEditedBuild } from './support/builds'
import { startServer, stopServer } from './support/production-server'

// Publishing in Sanity, end to end: the production server (server/main.ts, as the container runs
// it) starts from the edited build, Sanity's webhook makes it run the real build against the fake
// Sanity, and it switches to the new build while answering requests.

const SECRET = 'publish-rebuild-e2e-secret-0123456789abcdef'
const BUILDS_DIR = '.e2e-builds/published'
const NEW_TITLE = 'Winter food drive moves to the school gym'
const PAGES = ['/', '/events', `/event-single/${EDITS.event.slug}`, '/about']

const withTitle = (dataset: DatasetDocument[], change: (title: { en?: string }) => void) =>
  dataset.map((document) => {
    if (document._id !== EDITS.event.id) return document
    const title = { ...(document.title as { en?: string }) }
    change(title)
    return { ...document, title }
  })

const rebuildLines = (log: string[]) =>
  log.filter((line) => line.includes('"event":"site-rebuild"')).map((line) => JSON.parse(line))

test('a signed publish rebuilds and serves the change; a wrong signature changes nothing; a broken document leaves the old site serving and is reported', async ({
  request,
}) => {
  // Up to two real builds (the edited site, unless this run made it, and the rebuild) on a busy
  // two-core machine, and a failing one that stops at the content check.
  test.setTimeout(15 * 60_000)
  const initialBuild = await ensureEditedBuild()
  rmSync(BUILDS_DIR, { recursive: true, force: true })
  const lake = await startFakeSanity([], 0, editedDataset())
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  let server: ChildProcess | undefined
  try {
    const started = await startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DIST_DIR: initialBuild,
      BUILDS_DIR,
      SANITY_WEBHOOK_SECRET: SECRET,
      VITE_SANITY_PROJECT_ID: 'edited-project',
      VITE_SANITY_API_HOST: lake.url,
      VITE_SANITY_CDN_HOST: lake.url,
    })
    server = started.child
    const { log } = started
    const publish = async (secret = SECRET) => {
      const body = JSON.stringify({ _id: EDITS.event.id, _type: 'event' })
      const signature = await encodeSignatureHeader(body, Date.now(), secret)
      return request.post(`${baseURL}/hooks/sanity`, {
        headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
        data: body,
      })
    }
    const page = (path: string) => request.get(`${baseURL}${path}`)
    const oldEvents = await (await page('/events')).text()
    expect(oldEvents).toContain(EDITS.event.title)
    const oldPolicy = (await page('/events')).headers()['content-security-policy'] ?? ''
    expect(oldPolicy).not.toContain(lake.url)

    await test.step('a wrong signature gets 401 and nothing is rebuilt', async () => {
      lake.setContentDataset(withTitle(editedDataset(), (title) => (title.en = NEW_TITLE)))
      expect((await publish('not-the-secret-but-as-long-as-it')).status()).toBe(401)
      // A signed call schedules a build at once ("waiting" for the quiet window): this one did not.
      const health = (await (await page('/healthz')).json()) as { build: { state: string } }
      expect(health.build.state).toBe('idle')
      expect(rebuildLines(log)).toEqual([])
      expect(existsSync(BUILDS_DIR) ? readdirSync(BUILDS_DIR) : []).toEqual([])
      expect(await (await page('/events')).text()).toContain(EDITS.event.title)
    })

    await test.step('a signed publish rebuilds; every request during the switch gets a whole page', async () => {
      const publishedAt = Date.now()
      expect((await publish()).status()).toBe(202)
      let switched = false
      let rounds = 0
      while (!switched) {
        const answers = await Promise.all(PAGES.map((path) => page(path)))
        for (const [index, answer] of answers.entries()) {
          expect(answer.status(), PAGES[index]).toBe(200)
          expect((await answer.text()).trimEnd(), PAGES[index]).toMatch(/<\/html>$/)
        }
        switched = (await answers[1]?.text())?.includes(NEW_TITLE) ?? false
        rounds++
        expect(rebuildLines(log).filter((line) => line.outcome === 'failed')).toEqual([])
        if (!switched) await new Promise((done) => setTimeout(done, 250))
      }
      const seconds = (Date.now() - publishedAt) / 1000
      console.log(
        `publish-to-served: ${seconds.toFixed(1)} s (${rounds} rounds of ${PAGES.length} requests)`,
      )
      test
        .info()
        .annotations.push({ type: 'publish-to-served', description: `${seconds.toFixed(1)} s` })

      const event = await (await page(`/event-single/${EDITS.event.slug}`)).text()
      expect(event).toContain(NEW_TITLE)
      // The new build's security headers: it talks to the Sanity it was built against.
      expect((await page('/events')).headers()['content-security-policy']).toContain(lake.url)
    })

    await test.step('an asset of the previous build still loads after the switch', async () => {
      const [newBuild] = readdirSync(BUILDS_DIR).filter(
        (name) => name.startsWith('site-') && !name.endsWith('-ssr'),
      )
      const newAssets = new Set(readdirSync(join(BUILDS_DIR, newBuild ?? '-', 'assets')))
      const oldOnly = [...oldEvents.matchAll(/\/assets\/([\w.-]+)/g)]
        .map((match) => match[1] ?? '')
        .filter((name) => !newAssets.has(name))
      expect(oldOnly.length, 'the old page names an asset the new build lacks').toBeGreaterThan(0)
      for (const name of oldOnly) {
        const asset = await page(`/assets/${name}`)
        expect(asset.status(), name).toBe(200)
      }
    })

    await test.step('a document missing a required field: the old site keeps serving, /healthz names the document and field', async () => {
      lake.setContentDataset(withTitle(editedDataset(), (title) => delete title.en))
      expect((await publish()).status()).toBe(202)
      await expect
        .poll(
          async () =>
            ((await (await page('/healthz')).json()) as { build: { lastFailure: unknown } }).build
              .lastFailure,
          {
            timeout: 5 * 60_000,
            intervals: [1_000],
          },
        )
        .not.toBeNull()
      const health = await page('/healthz')
      expect(health.status()).toBe(200)
      const report = (await health.json()) as {
        ok: boolean
        build: { lastSuccessAt: string; lastFailure: { at: string; error: string } }
      }
      expect(report.ok).toBe(true)
      expect(report.build.lastSuccessAt).toEqual(expect.any(String))
      expect(report.build.lastFailure.error).toBe(
        `Content: event "${EDITS.event.id}": title.en: The English text is required`,
      )
      const text = JSON.stringify(report)
      for (const secretOrContent of [SECRET, lake.url, NEW_TITLE, EDITS.event.title]) {
        expect(text).not.toContain(secretOrContent)
      }
      expect(await (await page('/events')).text()).toContain(NEW_TITLE)
    })
  } finally {
    await stopServer(server)
    await lake.close()
  }
})
