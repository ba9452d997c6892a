export type RebuildState = 'idle' | 'waiting' | 'building'

export const PUBLISH_QUIET_MS = 5_000
/** setTimeout's longest delay (about 24.8 days); a later time is reached in steps. */
const LONGEST_DELAY_MS = 2 ** 31 - 1

/**
 * When the site is rebuilt after publishes in Sanity: an editor publishing several documents in a
 * row gets one build (publishes less than PUBLISH_QUIET_MS apart are gathered), never two builds at
 * once (they would compete for the machine and for the switch), and a publish during a build is
 * never lost: however many arrive, exactly one more build follows the running one.
 * `scheduled` is the earliest publish time (ms) of a post or event the served build left out
 * (server/build-record.ts): a build starts at that time, with no quiet window, and the time is
 * read again after every build, so a restart or a new schedule picks it up.
 */
export function createRebuildScheduler(
  build: () => Promise<unknown>,
  { scheduled }: { scheduled?: () => number | undefined } = {},
) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running = false
  let again = false
  let scheduledTimer: ReturnType<typeof setTimeout> | undefined
  let scheduledAt: number | undefined
  // A build for a time that still reads the same time (it failed, the served build is unchanged)
  // would start again at once, forever: each time starts one build; the next publish tries again.
  let startedFor: number | undefined

  /** A build at once, or after the quiet window; during a build, one more follows it. */
  const start = (quiet: boolean) => {
    if (running) {
      again = true
      return
    }
    clearTimeout(timer)
    if (quiet) timer = setTimeout(run, PUBLISH_QUIET_MS)
    else run()
  }

  const reschedule = () => {
    clearTimeout(scheduledTimer)
    const at = scheduled?.()
    scheduledAt = at === startedFor ? undefined : at
    if (at === undefined || at === startedFor) return
    scheduledTimer = setTimeout(
      () => {
        if (Date.now() < at) return reschedule()
        startedFor = at
        start(false)
      },
      Math.min(Math.max(0, at - Date.now()), LONGEST_DELAY_MS),
    )
  }

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
        } else {
          reschedule()
        }
      })
  }
  reschedule()

  return {
    /** A publish happened: a build will start once publishes have been quiet for PUBLISH_QUIET_MS. */
    publish: () => start(true),
    /** Whether a build is waiting for the quiet window, running, or neither (for /healthz). */
    state: (): RebuildState => (running ? 'building' : timer !== undefined ? 'waiting' : 'idle'),
    /** When the next build for a scheduled post or event will start (ms), if one is scheduled. */
    nextScheduledAt: () => scheduledAt,
    /** Forgets a waiting build (the server is stopping); a running build is not stopped here. */
    cancel() {
      clearTimeout(scheduledTimer)
      scheduledAt = undefined
      clearTimeout(timer)
      timer = undefined
      again = false
    },
  }
}
