// `npm run bench -- --dataset large`: generates the large dataset (500 posts, 100 events:
// scripts/content/generate-dataset.ts), builds the site with it into .bench/large-dist (dist/ is
// left alone), and prints and writes (bench-results/bench-large.json) what it cost: the build's
// time (server-render step, client step with the prerender, total), the pages written per
// language, the precache, and what an install in each language downloads and keeps against the
// budgets of tests/html/budgets.test.ts.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { LOCALES, localeOfPath } from '../../src/lib/i18n/locales'
import { writeDataset } from '../content/generate-dataset'
import { buildMoment } from '../content/query-content'
import { writeBenchResult } from './bench-args'
import {
  INSTALL_DOWNLOAD_BUDGET,
  INSTALL_STORED_GUARD,
  installContents,
  installSize,
  precacheEntries,
} from './build-size'

const DATASET_DIR = '.bench/large'
/** The generated dataset's size (and seed: every run writes the same bytes). */
const LARGE_DATASET = { posts: 500, events: 100, seed: 38 }
const OUT_DIR = '.bench/large-dist'
// The build moment the dataset's dates are spread around, as `npm test` pins it, unless set.
const MOMENT_DEFAULT = String(Date.UTC(2026, 10, 27, 20) / 1000)

/**
 * How many pages the build wrote in each language (its file path is its URL's, `/es` and below
 * Spanish); the not-found and offline shells, `_*.html`, are no route's pages.
 */
export function pagesByLanguage(dir: string): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(LOCALES.map((locale) => [locale, 0]))
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html') || /(^|\/)_/.test(file)) continue
    const locale = localeOfPath(`/${file.replace(/\.html$/, '')}`)
    counts[locale] = (counts[locale] ?? 0) + 1
  }
  return counts
}

export function benchLarge(): void {
  process.env.SOURCE_DATE_EPOCH ??= MOMENT_DEFAULT
  const dataset = writeDataset(DATASET_DIR, { ...LARGE_DATASET, moment: buildMoment() })
  const env = { ...process.env, CONTENT_DATASET: dataset, BUILD_OUT_DIR: OUT_DIR }
  const step = (args: string[]) => {
    const started = performance.now()
    const { status } = spawnSync('npx', ['vite', 'build', ...args], { stdio: 'inherit', env })
    if (status !== 0) process.exit(status ?? 1)
    return Math.round(performance.now() - started)
  }
  const ssrMs = step(['--ssr', 'src/entry-server.tsx'])
  const clientMs = step([])

  const pages = pagesByLanguage(OUT_DIR)
  const precached = precacheEntries(OUT_DIR)
  const precache = {
    entries: precached.length,
    bytes: precached.reduce((total, entry) => total + entry.bytes, 0),
  }
  const installs = LOCALES.map((locale) => ({
    locale,
    ...installSize(installContents(OUT_DIR, locale).files),
  }))

  const mb = (bytes: number) => (bytes / 1_000_000).toFixed(2)
  const s = (ms: number) => (ms / 1000).toFixed(1)
  console.log(
    `\nLarge dataset (${dataset}): build ${s(ssrMs + clientMs)} s ` +
      `(server render ${s(ssrMs)} s, client and prerender ${s(clientMs)} s)`,
  )
  console.log(`Pages written: ${LOCALES.map((l) => `${l} ${pages[l]}`).join(', ')}`)
  console.log(`Precache: ${precache.entries} entries, ${mb(precache.bytes)} MB`)
  console.table(
    installs.map((install) => ({
      language: install.locale,
      files: install.files,
      'downloaded MB (gzip)': mb(install.downloaded),
      [`limit ${mb(INSTALL_DOWNLOAD_BUDGET)}`]:
        install.downloaded <= INSTALL_DOWNLOAD_BUDGET ? 'within' : 'OVER',
      'stored MB': mb(install.stored),
      [`guard ${mb(INSTALL_STORED_GUARD)}`]:
        install.stored <= INSTALL_STORED_GUARD ? 'within' : 'OVER',
    })),
  )
  writeBenchResult('bench-large', {
    dataset: { ...LARGE_DATASET, moment: process.env.SOURCE_DATE_EPOCH },
    buildMs: { ssr: ssrMs, client: clientMs, total: ssrMs + clientMs },
    pages,
    precache,
    installs,
    limits: { downloaded: INSTALL_DOWNLOAD_BUDGET, stored: INSTALL_STORED_GUARD },
  })
}
