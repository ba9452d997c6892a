// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appStore } from '../lib/app-store'
import { cartCountAtom, publishCartCount, readMirroredCartCount } from './cart-count-mirror'

const KEY = 'harvest-share:cart-lines'
afterEach(() => {
  localStorage.clear()
  appStore.set(cartCountAtom, null)
})

/** Watches the atom as a component would; returns its reports and the stop function. */
function watchCartCount(onReport: (report: unknown) => void): () => void {
  return appStore.sub(cartCountAtom, () => onReport(appStore.get(cartCountAtom)))
}

describe('the cart count mirror', () => {
  it('is empty until a persistent count is published, then reads it back', () => {
    expect(readMirroredCartCount()).toBeNull()
    publishCartCount({ count: 3, persistent: true })
    expect(readMirroredCartCount()).toBe(3)
    publishCartCount({ count: 0, persistent: true })
    expect(readMirroredCartCount()).toBe(0)
  })

  it('does not mirror an in-memory cart, which is gone on reload', () => {
    publishCartCount({ count: 2, persistent: true })
    publishCartCount({ count: 5, persistent: false })
    expect(readMirroredCartCount()).toBe(2)
  })

  it('ignores a stored value that is not a count', () => {
    localStorage.setItem(KEY, 'lots')
    expect(readMirroredCartCount()).toBeNull()
    localStorage.setItem(KEY, '-1')
    expect(readMirroredCartCount()).toBeNull()
  })

  it('starts from the mirrored count once watched, unless this tab published one', () => {
    localStorage.setItem(KEY, '6')
    expect(appStore.get(cartCountAtom)).toBeNull()
    const stop = watchCartCount(() => undefined)
    expect(appStore.get(cartCountAtom)).toEqual({ count: 6, persistent: true })
    stop()
    publishCartCount({ count: 1, persistent: false })
    watchCartCount(() => undefined)()
    expect(appStore.get(cartCountAtom)).toEqual({ count: 1, persistent: false })
  })

  it("reports this tab's published counts and another tab's mirrored ones, until unsubscribed", () => {
    const onReport = vi.fn()
    const stop = watchCartCount(onReport)
    publishCartCount({ count: 1, persistent: false })
    expect(onReport).toHaveBeenLastCalledWith({ count: 1, persistent: false })
    localStorage.setItem(KEY, '4')
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }))
    expect(onReport).toHaveBeenCalledTimes(2)
    expect(onReport).toHaveBeenLastCalledWith({ count: 4, persistent: true })
    stop()
    publishCartCount({ count: 2, persistent: true })
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }))
    expect(onReport).toHaveBeenCalledTimes(2)
  })
})
