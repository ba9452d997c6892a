import { afterEach, describe, expect, it, vi } from 'vitest'
import { mirrorCartCount, readMirroredCartCount, watchMirroredCartCount } from './cart-count-mirror'

afterEach(() => localStorage.clear())

describe('the cart count mirror', () => {
  it('is empty until a count is mirrored, then reads it back', () => {
    expect(readMirroredCartCount()).toBeNull()
    mirrorCartCount(3)
    expect(readMirroredCartCount()).toBe(3)
    mirrorCartCount(0)
    expect(readMirroredCartCount()).toBe(0)
  })

  it('ignores a value that is not a count', () => {
    localStorage.setItem('harvest-share:cart-lines', 'lots')
    expect(readMirroredCartCount()).toBeNull()
    localStorage.setItem('harvest-share:cart-lines', '-1')
    expect(readMirroredCartCount()).toBeNull()
  })

  it("reports another tab's change of the count, and nothing else", () => {
    const onCount = vi.fn()
    const stop = watchMirroredCartCount(onCount)
    localStorage.setItem('harvest-share:cart-lines', '4')
    window.dispatchEvent(new StorageEvent('storage', { key: 'harvest-share:cart-lines' }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }))
    expect(onCount).toHaveBeenCalledTimes(1)
    expect(onCount).toHaveBeenCalledWith(4)
    stop()
    window.dispatchEvent(new StorageEvent('storage', { key: 'harvest-share:cart-lines' }))
    expect(onCount).toHaveBeenCalledTimes(1)
  })
})
