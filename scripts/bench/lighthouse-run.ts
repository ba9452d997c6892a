// One Lighthouse run of one URL, made the way `lhci collect` makes each of its runs: the
// lighthouse CLI in a process of its own, with the settings `npm run lighthouse` gives LHCI
// (runSettings). For the bench's A/B mode, which alternates between two sites run by run.
import { spawn } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import defaultConfig from 'lighthouse/core/config/default-config.js'
import { CHROMIUM_PATH } from '../chromium'
import {
  type MainThreadBlocking,
  mainThreadBlocking,
  type TraceEvent,
} from './lighthouse-cpu-blocking'
import { type LighthouseCategories, type LighthouseRc, runSettings } from './lighthouse-settings'

/** LHCI makes up to 3 attempts at a run that fails (on a loaded machine, a timeout). */
const ATTEMPTS = 3

/** Writes the flags file every run reads, from lighthouserc.json. */
export function writeRunFlags(flagsFile: string): void {
  const rc = JSON.parse(readFileSync('lighthouserc.json', 'utf8')) as LighthouseRc
  writeFileSync(flagsFile, JSON.stringify(runSettings(rc, defaultConfig as LighthouseCategories)))
}

const lighthouse = (args: string[]) =>
  new Promise<number>((resolve) => {
    // Asynchronous on purpose: the sites it measures may be served by this very process.
    const child = spawn('npx', ['lighthouse', ...args], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    })
    child.on('exit', (code) => resolve(code ?? 1))
  })

/**
 * Runs Lighthouse on `url`, leaves its report in `reportFile` (named lhr-*.json, for
 * lighthouseMedians) and gives the blocking time read from the run's trace, which it deletes;
 * undefined, with the reason logged, when the trace cannot tell.
 */
export async function runLighthouse(
  url: string,
  reportFile: string,
  flagsFile: string,
): Promise<MainThreadBlocking | undefined> {
  const base = reportFile.replace(/\.json$/, '')
  const trace = `${base}-0.trace.json`
  const removeAssets = () => {
    for (const file of [trace, `${base}-0.devtoolslog.json`]) rmSync(file, { force: true })
  }
  for (let attempt = 1; ; attempt++) {
    const code = await lighthouse([
      url,
      '--quiet',
      '--output=json',
      `--output-path=${reportFile}`,
      `--cli-flags-path=${flagsFile}`,
    ])
    if (code === 0) break
    removeAssets()
    rmSync(reportFile, { force: true })
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}`)
  }
  try {
    const { traceEvents } = JSON.parse(readFileSync(trace, 'utf8')) as {
      traceEvents: TraceEvent[]
    }
    return mainThreadBlocking(traceEvents)
  } catch (error) {
    console.error(`Could not measure the main thread in the run of ${url}:`, error)
    return undefined
  } finally {
    removeAssets()
  }
}
