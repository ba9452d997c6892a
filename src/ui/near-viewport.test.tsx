import { act, type ComponentType, type ReactElement, Suspense, useState } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HYDRATES_LATER, lazyNearViewport, watchNearViewport } from './near-viewport'

// A stand-in IntersectionObserver: the test decides what comes near.
const observers: { report: (near: boolean) => void; margin?: string; watched: Element[] }[] = []
class FakeObserver {
  private readonly record
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = {
      report: (near: boolean) =>
        callback(
          [{ isIntersecting: near } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
      margin: options?.rootMargin,
      watched: [] as Element[],
    }
    observers.push(this.record)
  }
  observe(element: Element) {
    this.record.watched.push(element)
  }
  disconnect() {
    this.record.report = () => {}
  }
}

/** A part with a button whose handler only works once React has hydrated it. */
function Part({ label }: { label: string }): ReactElement {
  const [taps, setTaps] = useState(0)
  return (
    <section {...{ [HYDRATES_LATER]: 'part' }}>
      <button type="button" onClick={() => setTaps(taps + 1)}>
        {label} {taps}
      </button>
    </section>
  )
}

let root: Root | undefined
beforeEach(() => {
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true)
  vi.stubGlobal('IntersectionObserver', FakeObserver)
})
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  observers.length = 0
  vi.unstubAllGlobals()
})

/** The page as the prerender wrote it, then hydrated with the lazy part. */
async function hydrateLoadedPage(Lazy: ComponentType<{ label: string }>) {
  const page = document.createElement('main')
  page.innerHTML = renderToString(
    <Suspense fallback={null}>
      <Part label="Sign up" />
    </Suspense>,
  )
  document.body.append(page)
  const prerendered = page.querySelector('section')
  await act(async () => {
    root = hydrateRoot(page, <Lazy label="Sign up" />)
  })
  return { page, prerendered }
}

describe('a part that hydrates near the viewport', () => {
  it('keeps its prerendered HTML, unloaded, until the visitor nears it, then hydrates it in place', async () => {
    const load = vi.fn(async () => Part)
    const { Component } = lazyNearViewport('part', load)
    const { page, prerendered } = await hydrateLoadedPage(Component)

    expect(load).not.toHaveBeenCalled()
    expect(page.querySelector('section')).toBe(prerendered)
    expect(prerendered?.hasAttribute(HYDRATES_LATER)).toBe(true)
    const [observer] = observers
    expect(observer?.watched).toEqual([prerendered])
    // Loaded a little before it is seen.
    expect(observer?.margin).toMatch(/^[1-9]\d*px/)

    await act(async () => observer?.report(false))
    expect(load).not.toHaveBeenCalled()
    await act(async () => observer?.report(true))
    expect(load).toHaveBeenCalledOnce()
    // The same element, hydrated: its mark is gone and its button answers.
    expect(page.querySelector('section')).toBe(prerendered)
    expect(prerendered?.hasAttribute(HYDRATES_LATER)).toBe(false)
    await act(async () => page.querySelector('button')?.click())
    expect(page.querySelector('button')?.textContent).toBe('Sign up 1')
  })

  it('hydrates at once when the route wants it now, before the visitor nears it', async () => {
    const { Component, preload } = lazyNearViewport('part', async () => Part)
    const { page, prerendered } = await hydrateLoadedPage(Component)
    expect(prerendered?.hasAttribute(HYDRATES_LATER)).toBe(true)

    await act(() => preload())
    expect(page.querySelector('section')).toBe(prerendered)
    expect(prerendered?.hasAttribute(HYDRATES_LATER)).toBe(false)
  })

  it('renders at once, without waiting, where the route preloaded it (a client navigation)', async () => {
    const { Component, preload } = lazyNearViewport('part', async () => Part)
    await preload()
    const page = document.createElement('main')
    document.body.append(page)
    const client = createRoot(page)
    act(() => client.render(<Component label="Sign up" />))
    // Rendered in the same commit: no empty frame before the part appears.
    expect(page.querySelector('button')?.textContent).toBe('Sign up 0')
    act(() => client.unmount())
    expect(observers).toEqual([])
  })
})

describe('watchNearViewport', () => {
  it('calls back once, when any element comes near', () => {
    const onNear = vi.fn()
    watchNearViewport([document.createElement('div'), document.createElement('div')], onNear)
    observers[0]?.report(false)
    expect(onNear).not.toHaveBeenCalled()
    observers[0]?.report(true)
    observers[0]?.report(true)
    expect(onNear).toHaveBeenCalledOnce()
  })
})
