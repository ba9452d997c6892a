import { existsSync, mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApp } from './app'
import { buildsToServe } from './build-folders'
import { createSiteBuilds } from './served-build'
import { buildFailureOf } from './site-build-process'
import { createSiteRebuild } from './site-rebuild'

const NOW = Date.UTC(2026, 10, 28, 9, 30)

/** The server's clock stands at `time` from now on (put back after each test). */
function setClock(time: number) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(time)
}
afterEach(() => {
  vi.useRealTimers()
})

function writeSite(dir: string, title: string) {
  mkdirSync(join(dir, 'assets'), { recursive: true })
  writeFileSync(join(dir, 'index.html'), `<!DOCTYPE html><html><body>${title}</body></html>`)
}

/** The image's build, a folder for rebuilds, and a rebuild whose build writes `title` or fails. */
function setUp() {
  const root = mkdtempSync(join(tmpdir(), 'rebuild-'))
  const distDir = join(root, 'dist')
  writeSite(distDir, 'image build')
  // The image was built before any rebuild.
  const hourAgo = Date.now() / 1000 - 3600
  utimesSync(join(distDir, 'index.html'), hourAgo, hourAgo)
  const buildsDir = join(root, 'builds')
  const builds = createSiteBuilds([distDir], 2)
  const lines: string[] = []
  let outcome: { title: string } | { error: string } = { title: 'rebuilt' }
  const rebuild = createSiteRebuild({
    builds,
    buildsDir,
    log: (line) => lines.push(line),
    build: async (outDir) => {
      // What a failing build leaves behind: half a folder, and the server-side build's folder.
      writeSite(`${outDir}-ssr`, 'server side')
      if ('error' in outcome) {
        mkdirSync(outDir, { recursive: true })
        return { ok: false, error: outcome.error }
      }
      writeSite(outDir, outcome.title)
      return { ok: true }
    },
  })
  const app = createApp({
    distDir,
    builds,
    publishing: {
      webhook: { secret: 'x'.repeat(32), onPublish: () => {} },
      report: () => ({ state: 'idle' as const, nextScheduledRebuild: null, ...rebuild.outcomes() }),
    },
  })
  const setOutcome = (next: typeof outcome) => {
    outcome = next
  }
  return { distDir, buildsDir, builds, rebuild, app, lines, setOutcome }
}

const page = async (app: ReturnType<typeof createApp>) => (await app.request('/')).text()

describe('a rebuild after a publish', () => {
  it('serves a successful build, records it for a restart, and reports when it succeeded', async () => {
    const { app, rebuild, buildsDir, distDir } = setUp()
    setClock(NOW)
    await rebuild.rebuild()
    expect(await page(app)).toContain('rebuilt')
    expect(await (await app.request('/healthz')).json()).toEqual({
      ok: true,
      build: {
        state: 'idle',
        nextScheduledRebuild: null,
        lastSuccessAt: new Date(NOW).toISOString(),
        lastFailure: null,
      },
    })
    expect(readdirSync(buildsDir).filter((name) => name.endsWith('-ssr'))).toEqual([])
    const [rebuilt] = buildsToServe(distDir, buildsDir)
    expect(rebuilt).toMatch(/builds\/site-/)
  })

  it('keeps the old site after a failure, removes the failed folder, and reports the cause', async () => {
    const { app, rebuild, buildsDir, lines, setOutcome } = setUp()
    const error = 'Content: event "event-3": title.en is missing'
    setOutcome({ error })
    setClock(NOW)
    await rebuild.rebuild()
    expect(await page(app)).toContain('image build')
    const health = await app.request('/healthz')
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({
      ok: true,
      build: {
        state: 'idle',
        nextScheduledRebuild: null,
        lastSuccessAt: null,
        lastFailure: { at: new Date(NOW).toISOString(), error },
      },
    })
    expect(readdirSync(buildsDir)).toEqual([])
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ event: 'site-rebuild', outcome: 'failed', error }),
    )
  })

  it('deletes the builds no longer kept, and their record with them', async () => {
    const { rebuild, buildsDir, builds, distDir } = setUp()
    const made: string[] = []
    for (let round = 1; round <= 3; round++) {
      setClock(NOW + round * 60_000)
      await rebuild.rebuild()
      made.push(builds.current().dir)
    }
    // Two builds kept: the newest and the one before, whose assets open tabs may still ask for.
    expect(builds.dirs()).toEqual([made[2], made[1]])
    expect(
      readdirSync(buildsDir)
        .filter((name) => name.startsWith('site-'))
        .sort(),
    ).toEqual([made[1], made[2]].map((dir) => (dir ?? '').split('/').pop()).sort())
    expect(existsSync(made[0] ?? '')).toBe(false)
    expect(buildsToServe(distDir, buildsDir).slice(0, 2)).toEqual([made[2], made[1]])
  })
})

describe('the build served at start', () => {
  it("is the newest recorded rebuild, unless the image's own build is newer", async () => {
    const { rebuild, distDir, buildsDir, builds } = setUp()
    await rebuild.rebuild()
    const rebuilt = builds.current().dir
    expect(buildsToServe(distDir, buildsDir)).toEqual([rebuilt, distDir])
    // A new image: its build is newer than any rebuild of the old one.
    const later = Date.now() / 1000 + 3600
    utimesSync(join(distDir, 'index.html'), later, later)
    expect(buildsToServe(distDir, buildsDir)).toEqual([distDir])
    expect(buildsToServe(distDir, undefined)).toEqual([distDir])
    expect(existsSync(rebuilt)).toBe(true)
  })
})

describe("a failed build's cause", () => {
  it("is the content check's message, naming the document and the field, or only the exit code", () => {
    const output =
      'vite v8 building ssr environment for production...\n' +
      '\u001b[31merror during build:\n' +
      'ContentError: Content: event "event-3": title.en is missing\n' +
      '    at checkDocuments (scripts/content/site-content.ts:45:13)\n'
    expect(buildFailureOf(output, 1)).toBe('Content: event "event-3": title.en is missing')
    expect(buildFailureOf('Error: VITE_PUBLIC_URL=https://secret.example is invalid', 1)).toBe(
      'the build failed (exit code 1)',
    )
  })
})
