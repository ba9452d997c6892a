import { act, cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FadeIn } from './FadeIn'

type Entry = Pick<
  IntersectionObserverEntry,
  'isIntersecting' | 'intersectionRatio' | 'intersectionRect' | 'rootBounds'
>
type Callback = (entries: Entry[]) => void

function entry(ratio: number, visibleHeight = 100, rootHeight = 800): Entry {
  return {
    isIntersecting: ratio > 0,
    intersectionRatio: ratio,
    intersectionRect: { height: visibleHeight } as DOMRectReadOnly,
    rootBounds: { height: rootHeight } as DOMRectReadOnly,
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

function placeAt(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top,
  } as DOMRect)
}

beforeEach(() => {
  observers = []
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('FadeIn', () => {
  it('is visible in the prerendered HTML', () => {
    const html = renderToString(<FadeIn>Hello</FadeIn>)
    expect(html).toContain('fade-in--static')
    expect(html).not.toContain('fade-in--waiting')
  })

  it('hides content below the fold after mount, then shows it when scrolled into view', () => {
    placeAt(5000)
    render(<FadeIn data-testid="box">Below</FadeIn>)
    const box = screen.getByTestId('box')
    expect(box.className).toContain('fade-in--waiting')
    expect(observers[0]?.options).toMatchObject({ rootMargin: '-50px' })
    expect(observers[0]?.options?.threshold).toContain(0.2)
    act(() => observers[0]?.callback([entry(0.1)]))
    expect(box.className).toContain('fade-in--waiting')
    act(() => observers[0]?.callback([entry(0.2)]))
    expect(box.className).toContain('fade-in--shown')
  })

  it('shows an element taller than the viewport once it fills half of it', () => {
    placeAt(5000)
    render(<FadeIn data-testid="box">Tall</FadeIn>)
    const box = screen.getByTestId('box')
    act(() => observers[0]?.callback([entry(0.05, 300, 800)]))
    expect(box.className).toContain('fade-in--waiting')
    act(() => observers[0]?.callback([entry(0.1, 400, 800)]))
    expect(box.className).toContain('fade-in--shown')
  })

  it('never hides content that is already on screen', () => {
    placeAt(10)
    render(<FadeIn data-testid="box">Above</FadeIn>)
    expect(screen.getByTestId('box').className).toContain('fade-in--static')
  })

  it('never hides anything when the visitor prefers reduced motion', () => {
    placeAt(5000)
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }))
    render(<FadeIn data-testid="box">Calm</FadeIn>)
    expect(screen.getByTestId('box').className).toContain('fade-in--static')
  })
})
