import { act, cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FadeIn } from './FadeIn'

type Callback = (entries: { isIntersecting: boolean }[]) => void

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
    expect(observers[0]?.options).toMatchObject({ threshold: 0.2, rootMargin: '-50px' })
    act(() => observers[0]?.callback([{ isIntersecting: true }]))
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
