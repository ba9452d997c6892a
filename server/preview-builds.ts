import { builtAt, recordedBuilds } from './build-folders'
import { createSiteRebuild, type SiteRebuildOptions } from './site-rebuild'

export type PreviewBuilds = ReturnType<typeof createPreviewBuilds>

/**
 * The preview's builds, kept apart from the live site's in their own folder (BUILDS_DIR/preview):
 * a preview build is never served to visitors and never replaces the live build. The newest
 * one is served (after a restart too); a failed one leaves the last preview as it was, and the
 * preview shows its error instead.
 */
export function createPreviewBuilds(options: Omit<SiteRebuildOptions, 'builds'>) {
  const [recorded] = recordedBuilds(options.buildsDir)
  let served = recorded ? { dir: recorded, builtAt: builtAt(recorded) } : undefined
  /** The preview's one build folder, once there is one. */
  const dirs = () => (served ? [served.dir] : [])
  const rebuild = createSiteRebuild({
    ...options,
    builds: {
      switchTo(dir) {
        served = { dir, builtAt: builtAt(dir) }
      },
      dirs,
    },
  })
  return {
    /** The newest complete preview build, undefined until the first one is made. */
    current: () => served,
    dirs,
    /** The last build's failure when no build succeeded after it (the preview shows it). */
    failure() {
      const { lastFailure, lastSuccessAt } = rebuild.outcomes()
      if (!lastFailure) return undefined
      return lastSuccessAt && lastSuccessAt >= lastFailure.at ? undefined : lastFailure
    },
    rebuild: rebuild.rebuild,
  }
}
