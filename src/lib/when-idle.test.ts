import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './when-idle'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('whenIdle', () => {
  it('waits for the browser’s idle callback, with the time limit given', async () => {
    const requestIdleCallback = vi.fn((callback: () => void) => {
      callback()
      return 1
    })
    vi.stubGlobal('requestIdleCallback', requestIdleCallback)
    await whenIdle(1500)
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 })
  })

  it('falls back to a short timer where there is no idle callback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers()
    let done = false
    void whenIdle().then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(199)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })
})
