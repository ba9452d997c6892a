import type { ChildProcess } from 'node:child_process'
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import type { DatasetDocument } from '../../scripts/content/sample-dataset'
import { BUILD_RECORD_FILE } from '../../server/build-record'
import { editedDataset } from '../fixtures/edited-dataset'
import { startFakeSanity } from '../fixtures/fake-sanity'
import { freePort } from '../fixtures/free-port'
import { ensureEditedBuild } from './support/builds'
import { waitForHydration } from './support/page-checks'
import { startServer, stopServer } from './support/production-server'

// Staff's two tools around publishing, end to end on the production server (server/main.ts):
// a post scheduled for later goes live on its own, and a draft is seen in the preview, by the
// Studio's browser only, before anyone publishes it.

const SECRET = 'schedule-preview-e2e-secret-0123456789abcdef'
const TOKEN = 'skPreviewViewerToken0123456789abcdefNeverInAFile'
const STUDIO_SECRET = 'studio-preview-url-secret-e2e'
const BUILDS_DIR = '.e2e-builds/preview-and-schedule'
const INITIAL_BUILD = '.e2e-builds/preview-and-schedule-initial'

const SCHEDULED = {
  id: 'post-thanksgiving-week',
  slug: 'Thanksgiving-Week-Packing-Moves',
  title: 'Thanksgiving week: packing moves to Wednesday',
}
const DRAFTED = {
  id: 'post-our-first-community-fridge-turns-one',
  slug: 'Our-First-Community-Fridge-Turns-One',
  published: 'Our first community fridge turns one',
  draft: 'Draft only: the fridge gets a second door',
}

function datasetWith(publishAt: string): DatasetDocument[] {
  const dataset = editedDataset()
  const original = dataset.find((document) => document._id === DRAFTED.id)
  if (!original) throw new Error(`the sample dataset has ${DRAFTED.id}`)
  const title = original.title as { en: string; es?: string }
  return [
    ...dataset,
    {
      ...original,
      _id: SCHEDULED.id,
      slug: { _type: 'slug', current: SCHEDULED.slug },
      title: { ...title, en: SCHEDULED.title },
      // The newest post: first on /blog once it is live.
      date: '2026-12-31',
      publishAt,
    },
    // An unpublished change: the preview shows it, the site never does.
    { ...original, _id: `drafts.${DRAFTED.id}`, title: { ...title, en: DRAFTED.draft } },
  ]
}

/** Every file under `dir`, for the token search. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

test('a scheduled post goes live on its own; a draft is seen in the preview by the Studio only, and the token is in no build', async ({
  request,
  page,
}) => {
  // Two real builds at once: the scheduled rebuild and the preview.
  test.setTimeout(10 * 60_000)
  rmSync(BUILDS_DIR, { recursive: true, force: true })
  // The server starts on a build that recorded, as a build does when it leaves a post out for
  // being scheduled, the post's publish time (a few seconds ahead rather than waited for). Which
  // posts a build leaves out is tested on the content (scripts/content/scheduled-content.test.ts).
  rmSync(INITIAL_BUILD, { recursive: true, force: true })
  cpSync(await ensureEditedBuild(), INITIAL_BUILD, { recursive: true })
  // Ahead by the time the server takes to start and answer the first step (2-3 s here).
  const publishAt = new Date(Date.now() + 12_000).toISOString()
  const record = join(INITIAL_BUILD, BUILD_RECORD_FILE)
  writeFileSync(
    record,
    JSON.stringify({
      ...JSON.parse(readFileSync(record, 'utf8')),
      nextPublishAt: Date.parse(publishAt),
    }),
  )
  const lake = await startFakeSanity([], 0, datasetWith(publishAt))
  const [port, previewPort] = [await freePort(), await freePort()]
  const site = `http://127.0.0.1:${port}`
  const preview = `http://127.0.0.1:${previewPort}`
  let server: ChildProcess | undefined
  try {
    // The rebuilds read the real clock, as in production (npm test pins the build moment).
    const started = await startServer({
      PORT: String(port),
      PREVIEW_PORT: String(previewPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: site,
      DIST_DIR: INITIAL_BUILD,
      BUILDS_DIR,
      SANITY_WEBHOOK_SECRET: SECRET,
      SANITY_PREVIEW_TOKEN: TOKEN,
      VITE_SANITY_PROJECT_ID: 'edited-project',
      VITE_SANITY_API_HOST: lake.url,
      VITE_SANITY_CDN_HOST: lake.url,
      SOURCE_DATE_EPOCH: '',
    })
    server = started.child
    const get = (path: string) => request.get(`${site}${path}`)
    const health = async () =>
      (
        (await (await get('/healthz')).json()) as {
          build: { lastSuccessAt: string | null; nextScheduledRebuild: string | null }
        }
      ).build

    await test.step('before its time /healthz shows the rebuild scheduled for it', async () => {
      expect((await health()).nextScheduledRebuild).toBe(publishAt)
      expect(await (await get('/blog')).text()).not.toContain(SCHEDULED.title)
    })

    await test.step('at its time the server rebuilds by itself and the post is live everywhere', async () => {
      await expect
        .poll(async () => (await (await get('/blog')).text()).includes(SCHEDULED.title), {
          timeout: 8 * 60_000,
          intervals: [2_000],
        })
        .toBe(true)
      console.log(
        `scheduled post live ${((Date.now() - Date.parse(publishAt)) / 1000).toFixed(0)} s after its time`,
      )
      expect((await get(`/blog-single/${SCHEDULED.slug}`)).status()).toBe(200)
      for (const path of ['/es/blog', '/sitemap.xml', '/known-pages.json']) {
        expect(await (await get(path)).text(), path).toContain(SCHEDULED.slug)
      }
      expect((await health()).nextScheduledRebuild).toBeNull()
    })

    await test.step('the preview refuses anyone the Studio did not send', async () => {
      for (const path of [
        '/',
        `/blog-single/${DRAFTED.slug}`,
        '/preview/enable?sanity-preview-secret=guess',
      ]) {
        const answer = await request.get(`${preview}${path}`)
        expect(answer.status(), path).toBe(401)
        expect(await answer.text()).not.toContain(DRAFTED.draft)
      }
    })

    await test.step('the Studio’s browser sees the draft, with the bar; the site does not', async () => {
      // The Studio writes its short-lived secret into the dataset, readable with a token only.
      lake.setDocuments([
        {
          _id: `drafts.sanity-preview-url-secret.e2e`,
          _type: 'sanity.previewUrlSecret',
          _updatedAt: new Date().toISOString(),
          secret: STUDIO_SECRET,
          studioUrl: 'http://127.0.0.1:3333',
        },
      ])
      await page.goto(
        `${preview}/preview/enable?sanity-preview-secret=${STUDIO_SECRET}&sanity-preview-pathname=/blog-single/${DRAFTED.slug}`,
      )
      await expect
        .poll(
          async () => {
            await page.reload()
            return page.content()
          },
          { timeout: 8 * 60_000, intervals: [5_000] },
        )
        .toContain(DRAFTED.draft)
      // The page as staff see it: hydrated, with nothing logged as an error.
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await page.reload()
      await waitForHydration(page)
      await expect(
        page.getByRole('status').filter({ hasText: 'Preview, not published' }),
      ).toBeVisible()
      await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1)
      const answer = await page.request.get(`${preview}/blog-single/${DRAFTED.slug}`)
      expect(answer.headers()['cache-control']).toBe('no-store')
      expect(answer.headers()['x-robots-tag']).toBe('noindex')
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0)
      expect((await page.request.get(`${preview}/sw.js`)).status()).toBe(404)
      expect(errors).toEqual([])
      await page.screenshot({ path: test.info().outputPath('preview.png') })

      const live = await (await get(`/blog-single/${DRAFTED.slug}`)).text()
      expect(live).toContain(DRAFTED.published)
      expect(live).not.toContain(DRAFTED.draft)
    })

    await test.step('the read token is in no file of any build', async () => {
      const files = [...filesUnder(INITIAL_BUILD), ...filesUnder(BUILDS_DIR)]
      expect(files.some((file) => file.includes(`${BUILDS_DIR}/preview/`))).toBe(true)
      for (const file of files) {
        expect(readFileSync(file).includes(TOKEN), file).toBe(false)
      }
    })
  } finally {
    await stopServer(server)
    await lake.close()
  }
})
