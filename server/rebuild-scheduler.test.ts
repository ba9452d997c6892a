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
})
