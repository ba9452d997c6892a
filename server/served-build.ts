import { type BuildRecord, readBuildRecord } from './build-record'

/** One complete build folder and what the server read from it once (its record). */
export type ServedBuild = BuildRecord & { dir: string }

export type SiteBuilds = ReturnType<typeof createSiteBuilds>

/** How many builds (the current one included) keep their assets served. */
const KEPT_BUILDS = 3

const readServedBuild = (dir: string): ServedBuild => ({ ...readBuildRecord(dir), dir })

/**
 * The build the server answers from, replaceable while it runs (a rebuild after a publish). A
 * request takes `current()` once when it starts and finishes from that build, so a switch never
 * mixes two builds in one answer; switching is one assignment, made only once the new folder is
 * complete. The builds before it stay listed for their hashed /assets/: a tab opened before the
 * switch still loads the chunks its page names.
 * `dirs`: the build to serve first, then earlier builds whose assets stay served.
 */
export function createSiteBuilds(dirs: string[], keep = KEPT_BUILDS) {
  const [first, ...earlier] = dirs
  if (first === undefined) throw new Error('createSiteBuilds needs a build folder')
  let current = readServedBuild(first)
  let previous = earlier.slice(0, keep - 1)

  return {
    current: () => current,
    /** Serves `dir` from now on; the previous builds' assets stay reachable, up to `keep` builds. */
    switchTo(dir: string): void {
      previous = [current.dir, ...previous.filter((old) => old !== dir)].slice(0, keep - 1)
      current = readServedBuild(dir)
    },
    /** Every build folder still in use, newest (the current one) first. */
    dirs: () => [current.dir, ...previous],
  }
}
