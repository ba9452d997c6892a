import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DonationTimeline } from './DonationTimeline'
import { summariseReports } from './summarise-reports'
import { validateReports } from './validate-reports'

const months = summariseReports(
  validateReports([
    { _id: 'a', date: '2025-01-05', produce: 1000 },
    { _id: 'b', date: '2025-02-02', baked: 300 },
    { _id: 'c', date: '2025-03-02', meat: 40 },
  ]).reports,
).months

// The browser's side, by hand: the resize observer's calls, and the strip's layout (happy-dom
// lays nothing out). Layout reads are counted, as each one made the browser lay the page out.
let notify: (() => void) | undefined
let layoutReads = 0
let layout = { scrollWidth: 910, clientWidth: 540 }

class FakeResizeObserver {
  constructor(callback: () => void) {
    notify = callback
  }
  observe() {}
  disconnect() {
    notify = undefined
  }
}

beforeEach(() => {
  layoutReads = 0
  layout = { scrollWidth: 910, clientWidth: 540 }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver)
  for (const name of ['scrollWidth', 'clientWidth'] as const) {
    vi.spyOn(HTMLElement.prototype, name, 'get').mockImplementation(() => {
      layoutReads++
      return layout[name]
    })
  }
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const strip = () => screen.getByRole('region', { name: 'Pounds donated, month by month' })

describe('DonationTimeline', () => {
  it('reads no layout while it mounts, and opens on the newest months once laid out', () => {
    render(<DonationTimeline months={months} />)
    expect(layoutReads).toBe(0)
    expect(strip().scrollLeft).toBe(0)

    act(() => notify?.())
    expect(strip().scrollLeft).toBe(910)
    expect(screen.getByRole('button', { name: 'Later months' }).getAttribute('aria-disabled')).toBe(
      'true',
    )
  })

  it('leaves a strip with nothing to scroll alone (a phone’s list), and opens it on the newest months once it scrolls', () => {
    layout = { scrollWidth: 360, clientWidth: 360 }
    render(<DonationTimeline months={months} />)
    act(() => notify?.())
    expect(strip().scrollLeft).toBe(0)

    // Turned to landscape on a tablet: now a strip.
    layout = { scrollWidth: 910, clientWidth: 540 }
    act(() => notify?.())
    expect(strip().scrollLeft).toBe(910)
    // Opened once: the visitor's own scrolling is not undone by later resizes.
    strip().scrollLeft = 100
    act(() => notify?.())
    expect(strip().scrollLeft).toBe(100)
  })
})
