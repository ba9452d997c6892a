import { rmSync } from 'node:fs'
import { newBuildDir, recordBuilds } from './build-folders'
import type { RebuildState } from './rebuild-scheduler'
import type { LogWriter } from './request-log'
import type { SiteBuilds } from './served-build'
import type { BuildResult } from './site-build-process'

/** How the rebuilds ended: times and the cause of the last failure, nothing else. */
interface BuildOutcomes {
  lastSuccessAt: string | null
  lastFailure: { at: string; error: string } | null
}

/** What /healthz says about rebuilds: whether one is waiting or running, and how they ended. */
export interface RebuildReport extends BuildOutcomes {
  state: RebuildState
  /** When a post or event scheduled for later will be built in (ISO time), else null. */
  nextScheduledRebuild: string | null
}

export interface SiteRebuildOptions {
  builds: Pick<SiteBuilds, 'switchTo' | 'dirs'>
  /** Where the build folders go (BUILDS_DIR), never the folder being served. */
  buildsDir: string
  /** Builds the site into the folder it is given (runSiteBuild). */
  build: (outDir: string) => Promise<BuildResult>
  log?: LogWriter
}

/**
 * A rebuild after a publish: the build writes a folder no request reads, and only a complete,
 * successful build is switched to. A failed build leaves the served site as it was; its cause is
 * logged and kept for /healthz.
 */
export function createSiteRebuild(options: SiteRebuildOptions) {
  const report: BuildOutcomes = { lastSuccessAt: null, lastFailure: null }
  const log = (fields: Record<string, unknown>) =>
    options.log?.(
      JSON.stringify({ time: new Date().toISOString(), event: 'site-rebuild', ...fields }),
    )

  return {
    outcomes: () => structuredClone(report),
    /** Builds into a fresh folder and, if the build succeeds, serves it. Never rejects. */
    async rebuild(): Promise<void> {
      const started = Date.now()
      const dir = newBuildDir(options.buildsDir, new Date(started))
      let result: BuildResult
      try {
        result = await options.build(dir)
      } catch (error) {
        result = { ok: false, error: `the build could not run (${(error as Error).message})` }
      }
      // The server-side build is only a step of the build; nothing serves it.
      rmSync(`${dir}-ssr`, { recursive: true, force: true })
      const at = new Date().toISOString()
      const ms = Date.now() - started
      if (!result.ok) {
        rmSync(dir, { recursive: true, force: true })
        report.lastFailure = { at, error: result.error }
        log({ outcome: 'failed', ms, error: result.error })
        return
      }
      options.builds.switchTo(dir)
      report.lastSuccessAt = at
      log({ outcome: 'served', ms })
      try {
        recordBuilds(options.buildsDir, options.builds.dirs())
      } catch (error) {
        // The new build is served; only a restart would fall back to an older one.
        log({ outcome: 'not recorded', error: (error as Error).message })
      }
    },
  }
}
