// `npm run bench -- --ab <before> [<after>]` (bench-args.ts): does a change make the site slower?
// Both commits are checked out into temporary worktrees, built there and served at once, each by
// its own production app; then every measurement alternates A, B, A, B… so that whatever else
// loads the machine meanwhile weighs on both builds alike: Lighthouse CI (mobile, as `npm run
// lighthouse` runs it, blocking time from CPU time included) on LIGHTHOUSE_PAGES, and hydration
// on a throttled phone on HYDRATION_ROUTES; start-up JS bytes are read from each build.
// Prints bench-comparison.ts's table and writes all the medians to bench-results/bench-ab.json.
// The worktrees are removed at the end, also when a step fails or the run is interrupted.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { type BenchOptions, writeBenchResult } from './bench-args'
import { type BuildFigures, compareBuilds, keepsToTheRule } from './bench-comparison'
import { STARTUP_JS_BUDGET, startupBytes } from './build-size'
import { measureHydration } from './hydration-timing'
import { collect, lighthouseMedians, run } from './lighthouse-ci'
import { type CreateApp, type ServedBuild, serveBuild } from './serve-build'

const LIGHTHOUSE_PAGES = ['/', '/impact', '/cart', '/volunteer', '/es']
const HYDRATION_ROUTES = ['/', '/shop']
const STARTUP_ROUTES = ['/', '/es']

interface Build {
  label: 'A' | 'B'
  ref: string
  commit: string
  dir: string
}

const git = async (...args: string[]) =>
  (await promisify(execFile)('git', args, { maxBuffer: 64 * 1024 * 1024 })).stdout.trim()

// Asynchronous, as is everything here until the worktrees are removed (run, lighthouse-ci.ts).
const npm = async (args: string[], cwd: string) => {
  if ((await run('npm', args, { cwd })) !== 0)
    throw new Error(`npm ${args.join(' ')} failed in ${cwd}`)
}

/** Checks the commit out, gives it the packages its lockfile names, and builds it. */
async function prepare(build: Build): Promise<void> {
  await git('worktree', 'add', '--detach', build.dir, build.commit)
  const lockfile = await git('show', `${build.commit}:package-lock.json`)
  if (lockfile === readFileSync('package-lock.json', 'utf8').trim()) {
    symlinkSync(realpathSync('node_modules'), join(build.dir, 'node_modules'))
  } else {
    console.log(`${build.label} (${build.ref}) locks other packages: npm ci in its worktree`)
    await npm(['ci'], build.dir)
  }
  await npm(['run', 'build'], build.dir)
}

export async function benchAB(commits: { a: string; b: string }, options: BenchOptions) {
  const commitOf = (ref: string) => git('rev-parse', '--verify', `${ref}^{commit}`)
  const [a, b] = [await commitOf(commits.a), await commitOf(commits.b)]
  const root = mkdtempSync(join(tmpdir(), 'bench-ab-'))
  const builds: Build[] = [
    { label: 'A', ref: commits.a, commit: a, dir: join(root, 'A') },
    { label: 'B', ref: commits.b, commit: b, dir: join(root, 'B') },
  ]
  let removal: Promise<void> | undefined
  const removeWorktrees = () => {
    removal ??= (async () => {
      for (const build of builds) {
        await git('worktree', 'remove', '--force', build.dir).catch(() => undefined)
      }
      rmSync(root, { recursive: true, force: true })
    })()
    return removal
  }
  const interrupted = () => removeWorktrees().then(() => process.exit(130))
  // Until the worktrees are gone, and not just once: an interrupt arrives more than once (from
  // the terminal, relayed by npm and tsx), and unheard, the next would end the removal half-way.
  process.on('SIGINT', interrupted)
  process.on('SIGTERM', interrupted)
  const sites: ServedBuild[] = []
  try {
    for (const build of builds) await prepare(build)
    for (const build of builds) {
      const app = (await import(pathToFileURL(join(build.dir, 'server/app.ts')).href)) as {
        createApp: CreateApp
      }
      sites.push(
        await serveBuild(app.createApp, join(build.dir, 'dist'), [
          ...LIGHTHOUSE_PAGES,
          ...HYDRATION_ROUTES,
        ]),
      )
    }
    const baseURLs = sites.map((site) => site.baseURL)
    const lighthouse = options.lighthouse ? await measureLighthouse(baseURLs, options.runs) : []
    const hydration = options.hydration
      ? await measureHydration(baseURLs, HYDRATION_ROUTES, options.runs)
      : []
    const figures = builds.map(
      (build, index): BuildFigures => ({
        lighthouse: lighthouse[index] ?? [],
        hydration: hydration[index] ?? [],
        startupJs: STARTUP_ROUTES.map((route) => startupBytes(join(build.dir, 'dist'), route)),
      }),
    )
    report(builds, figures as [BuildFigures, BuildFigures], options.runs)
  } finally {
    for (const site of sites) await site.close()
    await removeWorktrees()
    process.off('SIGINT', interrupted)
    process.off('SIGTERM', interrupted)
  }
}

/**
 * Each build's Lighthouse medians: one collect per round, each page's run on A followed by its
 * run on B (the repository's .lighthouseci/ holds the reports, as after `npm run lighthouse`).
 */
async function measureLighthouse(baseURLs: string[], runs: number) {
  rmSync('.lighthouseci', { recursive: true, force: true })
  const urls = LIGHTHOUSE_PAGES.flatMap((page) => baseURLs.map((base) => `--url=${base}${page}`))
  for (let round = 0; round < runs; round++) {
    console.log(`Lighthouse, run ${round + 1} of ${runs}`)
    if ((await collect(['--additive', '--numberOfRuns=1', ...urls])) !== 0) {
      throw new Error('lhci collect failed')
    }
  }
  return baseURLs.map((base) => lighthouseMedians('.lighthouseci', base))
}

function report(builds: Build[], [a, b]: [BuildFigures, BuildFigures], runs: number): void {
  const rows = compareBuilds(a, b, STARTUP_JS_BUDGET)
  for (const build of builds) {
    console.log(`${build.label}: ${build.ref} (${build.commit.slice(0, 10)})`)
  }
  console.log(
    `Medians of ${runs} run(s) per page and build, taken alternately; verdict: B against the ` +
      'rule (docs/testing.md, "Is it faster?")',
  )
  console.table(rows)
  console.log(
    keepsToTheRule(rows)
      ? 'B keeps to the rule on every row.'
      : 'B breaks the rule where the verdict says FAILS.',
  )
  writeBenchResult('bench-ab', {
    runs,
    builds: builds.map(({ label, ref, commit }, index) => ({
      label,
      ref,
      commit,
      ...[a, b][index],
    })),
    comparison: rows,
  })
}
