import { afterEach, describe, expect, it, vi } from 'vitest'
import { NEAR_MARGIN, whenNearViewport } from './when-near-viewport'

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void

// A stand-in IntersectionObserver: the test decides what comes into view.
const observers: {
  callback: Callback
  margin?: string
  watched: Element[]
  disconnected: boolean
}[] = []
class FakeObserver {
  record
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = {
      callback,
      margin: options?.rootMargin,
      watched: [] as Element[],
      disconnected: false,
    }
    observers.push(this.record)
  }
  observe(element: Element) {
    this.record.watched.push(element)
  }
  disconnect() {
    this.record.disconnected = true
  }
}

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => {
    done = true
  })
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

describe('whenNearViewport', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    observers.length = 0
  })

  it('resolves once any of the elements comes near the viewport, then stops watching', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const elements = [document.createElement('section'), document.createElement('section')]
    const near = whenNearViewport(elements)
    const [observer] = observers
    expect(observer?.watched).toEqual(elements)
    expect(observer?.margin).toBe(NEAR_MARGIN)
    observer?.callback([{ isIntersecting: false }, { isIntersecting: false }])
    expect(await settled(near)).toBe(false)
    observer?.callback([{ isIntersecting: false }, { isIntersecting: true }])
    expect(await settled(near)).toBe(true)
    expect(observer?.disconnected).toBe(true)
  })

  it('resolves when told it is needed now, before or after it started watching', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const now = new AbortController()
    const near = whenNearViewport([document.createElement('section')], now.signal)
    expect(await settled(near)).toBe(false)
    now.abort()
    expect(await settled(near)).toBe(true)
    expect(observers[0]?.disconnected).toBe(true)
    expect(await settled(whenNearViewport([document.createElement('div')], now.signal))).toBe(true)
  })

  it('resolves at once without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    expect(await settled(whenNearViewport([document.createElement('section')]))).toBe(true)
  })
})
