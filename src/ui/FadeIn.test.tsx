import { act, cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FadeIn } from './FadeIn'

type Entry = Pick<
  IntersectionObserverEntry,
  'isIntersecting' | 'intersectionRatio' | 'intersectionRect' | 'rootBounds' | 'boundingClientRect'
>
type Callback = (entries: Entry[]) => void

/** An observer report; `top` is the element's distance from the top of the viewport. */
function entry(ratio: number, { top = 5000, visibleHeight = 100, rootHeight = 800 } = {}): Entry {
  return {
    isIntersecting: ratio > 0,
    intersectionRatio: ratio,
    intersectionRect: { height: visibleHeight } as DOMRectReadOnly,
    rootBounds: { height: rootHeight } as DOMRectReadOnly,
    boundingClientRect: { top } as DOMRectReadOnly,
  }
}

let observers: { callback: Callback; options: IntersectionObserverInit | undefined }[] = []

class FakeObserver {
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    observers.push({ callback, options })
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  observers = []
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('FadeIn', () => {
  it('is visible in the prerendered HTML', () => {
    const html = renderToString(<FadeIn>Hello</FadeIn>)
    expect(html).toContain('fade-in--static')
    expect(html).not.toContain('fade-in--waiting')
  })

  it('hides content below the fold once the observer reports it, then shows it in view', () => {
    render(<FadeIn data-testid="box">Below</FadeIn>)
    const box = screen.getByTestId('box')
    expect(box.className).toContain('fade-in--static')
    expect(observers[0]?.options).toMatchObject({ rootMargin: '-50px' })
    expect(observers[0]?.options?.threshold).toContain(0.2)
    act(() => observers[0]?.callback([entry(0, { top: 5000 })]))
    expect(box.className).toContain('fade-in--waiting')
    act(() => observers[0]?.callback([entry(0.1)]))
    expect(box.className).toContain('fade-in--waiting')
    act(() => observers[0]?.callback([entry(0.2)]))
    expect(box.className).toContain('fade-in--shown')
  })

  it('does not measure the page on mount, which would force a layout during hydration', () => {
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    render(<FadeIn>Below</FadeIn>)
    act(() => observers[0]?.callback([entry(0, { top: 5000 })]))
    expect(measure).not.toHaveBeenCalled()
  })

  it('shows an element taller than the viewport once it fills half of it', () => {
    render(<FadeIn data-testid="box">Tall</FadeIn>)
    const box = screen.getByTestId('box')
    act(() => observers[0]?.callback([entry(0, { top: 5000 })]))
    act(() => observers[0]?.callback([entry(0.05, { visibleHeight: 300 })]))
    expect(box.className).toContain('fade-in--waiting')
    act(() => observers[0]?.callback([entry(0.1, { visibleHeight: 400 })]))
    expect(box.className).toContain('fade-in--shown')
  })

  it('never hides content that is already on screen', () => {
    render(<FadeIn data-testid="box">Above</FadeIn>)
    act(() => observers[0]?.callback([entry(0.6, { top: 10 })]))
    expect(screen.getByTestId('box').className).toContain('fade-in--static')
  })

  it('never hides content at the bottom edge of the screen, inside the 50px margin', () => {
    render(<FadeIn data-testid="box">Edge</FadeIn>)
    act(() => observers[0]?.callback([entry(0, { top: window.innerHeight - 20 })]))
    expect(screen.getByTestId('box').className).toContain('fade-in--static')
  })

  it('waits for content the browser skips as far from the screen, though it reports an empty box at the top', () => {
    // content-visibility: auto (the home sections): until drawn, the observer sees a 0x0 box at
    // the top of the page, which read as "on screen" and lost the entrance.
    const checkVisibility = vi
      .spyOn(HTMLElement.prototype, 'checkVisibility')
      .mockImplementation((options) => !options?.contentVisibilityAuto)
    render(<FadeIn data-testid="box">Skipped</FadeIn>)
    const box = screen.getByTestId('box')
    act(() => observers[0]?.callback([entry(0, { top: 0, visibleHeight: 0 })]))
    expect(box.className).toContain('fade-in--waiting')
    checkVisibility.mockReturnValue(true)
    act(() => observers[0]?.callback([entry(0.3, { top: 400 })]))
    expect(box.className).toContain('fade-in--shown')
  })

  it('leaves hidden content (display: none) as it was: not waiting for a scroll', () => {
    vi.spyOn(HTMLElement.prototype, 'checkVisibility').mockReturnValue(false)
    render(<FadeIn data-testid="box">Hidden</FadeIn>)
    act(() => observers[0]?.callback([entry(0, { top: 0, visibleHeight: 0 })]))
    expect(screen.getByTestId('box').className).toContain('fade-in--static')
  })

  it('never hides anything when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }))
    render(<FadeIn data-testid="box">Calm</FadeIn>)
    expect(observers).toHaveLength(0)
    expect(screen.getByTestId('box').className).toContain('fade-in--static')
  })
})
