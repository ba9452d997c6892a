// `npm run bench -- --ab <before> [<after>]` (bench-args.ts): does a change make the site slower?
// Both commits are checked out into temporary worktrees, built there and served at once, each by
// its own production app; then every measurement alternates A, B, A, B… so that whatever else
// loads the machine meanwhile weighs on both builds alike: Lighthouse (mobile, as `npm run
// lighthouse` runs it) on LIGHTHOUSE_PAGES with the blocking time of each run's trace, and
// hydration on a throttled phone on HYDRATION_ROUTES; start-up JS bytes are read from each build.
// Prints bench-comparison.ts's table and writes all the medians to bench-results/bench-ab.json.
// The worktrees are removed at the end, also when a step fails or the run is interrupted.
import { execFile, spawn } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import type { BenchOptions } from './bench-args'
import { type BuildFigures, compareBuilds, keepsToTheRule } from './bench-comparison'
import { STARTUP_JS_BUDGET, startupBytes } from './build-size'
import {
  type HydrationSample,
  hydrationMedians,
  launchPhoneBrowser,
  loadOnce,
} from './hydration-timing'
import { blockingMedians, type MainThreadBlocking } from './lighthouse-cpu-blocking'
import { lighthouseMedians } from './lighthouse-medians'
import { runLighthouse, writeRunFlags } from './lighthouse-run'
import { type CreateApp, type ServedBuild, serveBuild } from './serve-build'

export const LIGHTHOUSE_PAGES = ['/', '/impact', '/cart', '/volunteer', '/es']
export const HYDRATION_ROUTES = ['/', '/shop']
export const STARTUP_ROUTES = ['/', '/es']

interface Build {
  label: 'A' | 'B'
  ref: string
  commit: string
  dir: string
}

const git = async (...args: string[]) =>
  (await promisify(execFile)('git', args, { maxBuffer: 64 * 1024 * 1024 })).stdout.trim()

// Asynchronous, as is everything here until the worktrees are removed: tsx kills its script when
// it does not acknowledge a signal at once, which a script blocked on a child process cannot do.
const npm = (args: string[], cwd: string) =>
  new Promise<void>((resolve, reject) => {
    spawn('npm', args, { cwd, stdio: 'inherit' }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm ${args.join(' ')} failed in ${cwd}`)),
    )
  })

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
    const urls = (path: string) => sites.map((site) => site.baseURL + path)
    const lighthouse = options.lighthouse ? await measureLighthouse(root, urls, options.runs) : []
    const hydration = options.hydration ? await measureHydration(urls, options.runs) : []
    const figures = builds.map(
      (build, index): BuildFigures => ({
        lighthouse: lighthouse[index]?.lighthouse ?? [],
        blocking: lighthouse[index]?.blocking ?? [],
        hydration: hydration[index] ?? [],
        startupJs: STARTUP_ROUTES.map((route) => startupBytes(join(build.dir, 'dist'), route)),
      }),
    )
    report(builds, figures as [BuildFigures, BuildFigures], options.runs)
  } finally {
    for (const site of sites) site.close()
    await removeWorktrees()
    process.off('SIGINT', interrupted)
    process.off('SIGTERM', interrupted)
  }
}

/** Each build's Lighthouse and blocking medians, its runs alternating with the other's. */
async function measureLighthouse(root: string, urls: (path: string) => string[], runs: number) {
  const flagsFile = join(root, 'lighthouse-flags.json')
  writeRunFlags(flagsFile)
  const builds = ['A', 'B'].map((label) => ({
    label,
    reports: join(root, `lighthouse-${label}`),
    blocking: [] as MainThreadBlocking[],
  }))
  for (const build of builds) mkdirSync(build.reports)
  for (let round = 0; round < runs; round++) {
    for (const [pageIndex, page] of LIGHTHOUSE_PAGES.entries()) {
      for (const [index, url] of urls(page).entries()) {
        const build = builds[index]
        if (!build) continue
        console.log(`Lighthouse, run ${round + 1} of ${runs}, ${build.label}: ${url}`)
        const file = join(build.reports, `lhr-${round}-${pageIndex}.json`)
        const measured = await runLighthouse(url, file, flagsFile)
        if (measured) build.blocking.push(measured)
      }
    }
  }
  return builds.map((build) => ({
    lighthouse: lighthouseMedians(build.reports),
    blocking: blockingMedians(build.blocking),
  }))
}

/** Each build's hydration medians, its loads alternating with the other's, in one browser. */
async function measureHydration(urls: (path: string) => string[], runs: number) {
  const samples = [new Map<string, HydrationSample[]>(), new Map<string, HydrationSample[]>()]
  const browser = await launchPhoneBrowser()
  try {
    for (let round = 0; round < runs; round++) {
      console.log(`Hydration, run ${round + 1} of ${runs}`)
      for (const route of HYDRATION_ROUTES) {
        for (const [index, url] of urls(route).entries()) {
          const sample = await loadOnce(browser, url)
          samples[index]?.set(route, [...(samples[index]?.get(route) ?? []), sample])
        }
      }
    }
  } finally {
    await browser.close()
  }
  return samples.map((ofBuild) =>
    [...ofBuild].map(([route, ofRoute]) => hydrationMedians(route, ofRoute)),
  )
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
  mkdirSync('bench-results', { recursive: true })
  const result = {
    at: new Date().toISOString(),
    runs,
    builds: builds.map(({ label, ref, commit }, index) => ({
      label,
      ref,
      commit,
      ...[a, b][index],
    })),
    comparison: rows,
  }
  writeFileSync('bench-results/bench-ab.json', `${JSON.stringify(result, null, 2)}\n`)
  console.log('\nWritten to bench-results/bench-ab.json')
}
