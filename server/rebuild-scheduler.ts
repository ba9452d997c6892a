/**
 * When the site is rebuilt after publishes in Sanity: an editor publishing several documents in a
 * row gets one build (publishes less than `quietMs` apart are gathered), never two builds at
 * once (they would compete for the machine and for the switch), and a publish during a build is
 * never lost: however many arrive, exactly one more build follows the running one.
 */
export interface RebuildScheduler {
  /** A publish happened: a build will start once publishes have been quiet for `quietMs`. */
  publish(): void
  /** Whether a build is waiting for the quiet window, running, or neither (for /healthz). */
  state(): RebuildState
  /** Forgets a waiting build (the server is stopping); a running build is not stopped here. */
  cancel(): void
}

export type RebuildState = 'idle' | 'waiting' | 'building'

export const PUBLISH_QUIET_MS = 5_000

export function createRebuildScheduler(
  build: () => Promise<unknown>,
  { quietMs = PUBLISH_QUIET_MS }: { quietMs?: number } = {},
): RebuildScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running = false
  let again = false

  const run = () => {
    timer = undefined
    running = true
    // A failed build is reported by `build` itself; the schedule carries on either way.
    void Promise.resolve()
      .then(build)
      .catch(() => {})
      .finally(() => {
        running = false
        if (again) {
          again = false
          run()
        }
      })
  }

  return {
    publish() {
      if (running) {
        again = true
        return
      }
      clearTimeout(timer)
      timer = setTimeout(run, quietMs)
    },
    state: () => (running ? 'building' : timer !== undefined ? 'waiting' : 'idle'),
    cancel() {
      clearTimeout(timer)
      timer = undefined
      again = false
    },
  }
}
