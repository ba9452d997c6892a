import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRebuildScheduler, PUBLISH_QUIET_MS } from './rebuild-scheduler'

/** A build function whose builds finish only when the test says so. */
function controlledBuild() {
  const finishers: (() => void)[] = []
  const build = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finishers.push(resolve)
      }),
  )
  const finish = async () => {
    finishers.shift()?.()
    // Lets the scheduler's promise chain see the end of the build.
    await vi.advanceTimersByTimeAsync(0)
  }
  return { build, finish }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the rebuild scheduler', () => {
  it('makes one build of publishes less than five seconds apart, once they are quiet', async () => {
    const { build } = controlledBuild()
    const scheduler = createRebuildScheduler(build)
    scheduler.publish()
    await vi.advanceTimersByTimeAsync(PUBLISH_QUIET_MS - 1)
    scheduler.publish()
    await vi.advanceTimersByTimeAsync(PUBLISH_QUIET_MS - 1)
    scheduler.publish()
    await vi.advanceTimersByTimeAsync(PUBLISH_QUIET_MS - 1)
    expect(build).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(build).toHaveBeenCalledTimes(1)
  })

  it('runs one build at a time, and publishes during a build make exactly one more after it', async () => {
    const { build, finish } = controlledBuild()
    const scheduler = createRebuildScheduler(build)
    scheduler.publish()
    await vi.advanceTimersByTimeAsync(PUBLISH_QUIET_MS)
    expect(build).toHaveBeenCalledTimes(1)

    for (let publish = 0; publish < 4; publish++) {
      scheduler.publish()
      await vi.advanceTimersByTimeAsync(PUBLISH_QUIET_MS * 2)
    }
    expect(build).toHaveBeenCalledTimes(1)

    await finish()
    expect(build).toHaveBeenCalledTimes(2)
    await finish()
    await vi.advanceTimersByTimeAsync(PUBLISH_QUIET_MS * 2)
    expect(build).toHaveBeenCalledTimes(2)
  })

  it('keeps scheduling after a failed build', async () => {
    const build = vi
      .fn()
      .mockRejectedValueOnce(new Error('content error'))
      .mockResolvedValue(undefined)
    const scheduler = createRebuildScheduler(build)
    scheduler.publish()
    await vi.advanceTimersByTimeAsync(PUBLISH_QUIET_MS)
    scheduler.publish()
    await vi.advanceTimersByTimeAsync(PUBLISH_QUIET_MS)
    expect(build).toHaveBeenCalledTimes(2)
  })

  it('says whether a build is waiting, running or neither', async () => {
    const { build, finish } = controlledBuild()
    const scheduler = createRebuildScheduler(build)
    expect(scheduler.state()).toBe('idle')
    scheduler.publish()
    expect(scheduler.state()).toBe('waiting')
    await vi.advanceTimersByTimeAsync(PUBLISH_QUIET_MS)
    expect(scheduler.state()).toBe('building')
    await finish()
    expect(scheduler.state()).toBe('idle')
  })

  it('forgets a waiting build when cancelled', async () => {
    const { build } = controlledBuild()
    const scheduler = createRebuildScheduler(build)
    scheduler.publish()
    scheduler.cancel()
    await vi.advanceTimersByTimeAsync(PUBLISH_QUIET_MS * 2)
    expect(build).not.toHaveBeenCalled()
  })

  describe('a post or event scheduled for later', () => {
    const HOUR = 3_600_000
    // The served build's recorded time, as server/build-record.ts reads it from its output.
    const servedBuild = (nextPublishAt: number | undefined) => ({ nextPublishAt })

    it('starts a build at its time, with no quiet window, and says when', async () => {
      const { build, finish } = controlledBuild()
      const at = Date.now() + 3 * HOUR
      const served = servedBuild(at)
      const scheduler = createRebuildScheduler(build, { scheduled: () => served.nextPublishAt })
      expect(scheduler.nextScheduledAt()).toBe(at)
      await vi.advanceTimersByTimeAsync(3 * HOUR - 1)
      expect(build).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(build).toHaveBeenCalledTimes(1)
      // The new build has the post; the next one is read from it.
      served.nextPublishAt = undefined
      await finish()
      expect(scheduler.nextScheduledAt()).toBeUndefined()
    })

    it('after a restart, starts at once for a time that passed while the server was down', async () => {
      const { build } = controlledBuild()
      createRebuildScheduler(build, { scheduled: () => Date.now() - HOUR })
      await vi.advanceTimersByTimeAsync(0)
      expect(build).toHaveBeenCalledTimes(1)
    })

    it('reaches a time beyond setTimeout’s longest delay, in steps', async () => {
      const { build } = controlledBuild()
      const at = Date.now() + 40 * 24 * HOUR
      createRebuildScheduler(build, { scheduled: () => at })
      await vi.advanceTimersByTimeAsync(40 * 24 * HOUR - 1)
      expect(build).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(build).toHaveBeenCalledTimes(1)
    })

    it('does not build again and again when the build for a time fails', async () => {
      const build = vi.fn().mockRejectedValue(new Error('content error'))
      const at = Date.now() + HOUR
      const scheduler = createRebuildScheduler(build, { scheduled: () => at })
      await vi.advanceTimersByTimeAsync(2 * HOUR)
      expect(build).toHaveBeenCalledTimes(1)
      expect(scheduler.nextScheduledAt()).toBeUndefined()
    })
  })
})
