import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'

/**
 * The folder rebuilds are made in (BUILDS_DIR): one `site-<time>` folder per build (and the
 * `-ssr` folder the build writes beside it, removed once it is done), and `served.json`, the
 * successful builds the server answers from, newest first. That record is written only after a
 * build succeeded, so a restart never picks a half-written folder.
 */
const RECORD = 'served.json'

export function newBuildDir(buildsDir: string, now: Date): string {
  mkdirSync(buildsDir, { recursive: true })
  return join(buildsDir, `site-${now.toISOString().replace(/[:.]/g, '-')}`)
}

/** The recorded builds that still exist, newest first. */
export function recordedBuilds(buildsDir: string): string[] {
  try {
    const { builds } = JSON.parse(readFileSync(join(buildsDir, RECORD), 'utf8')) as {
      builds?: unknown
    }
    if (!Array.isArray(builds)) return []
    return builds
      .filter((name): name is string => typeof name === 'string' && !name.includes('/'))
      .map((name) => join(buildsDir, name))
      .filter((dir) => existsSync(join(dir, 'index.html')))
  } catch {
    return []
  }
}

/** Records `dirs` (newest first) and deletes every other build in the folder. */
export function recordBuilds(buildsDir: string, dirs: string[]): void {
  const names = dirs
    .filter((dir) => resolve(dirname(dir)) === resolve(buildsDir))
    .map((dir) => basename(dir))
  const temporary = join(buildsDir, `${RECORD}.tmp`)
  writeFileSync(temporary, JSON.stringify({ builds: names }))
  renameSync(temporary, join(buildsDir, RECORD))
  for (const entry of readdirSync(buildsDir)) {
    if (entry.startsWith('site-') && !names.includes(entry)) {
      rmSync(join(buildsDir, entry), { recursive: true, force: true })
    }
  }
}

/** When the build in `dir` was written (its home page's time); 0 for a folder without one. */
export const builtAt = (dir: string): number =>
  statSync(join(dir, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0

/**
 * What to serve at start: the newest recorded rebuild when it is newer than the image's own
 * build (a restart), else the image's build (a new image, built from newer sources than any
 * rebuild of the old one); the others follow for their assets.
 */
export function buildsToServe(distDir: string, buildsDir: string | undefined): string[] {
  const rebuilt = buildsDir ? recordedBuilds(buildsDir) : []
  const [newest] = rebuilt
  return newest && builtAt(newest) > builtAt(distDir) ? [...rebuilt, distDir] : [distDir]
}
