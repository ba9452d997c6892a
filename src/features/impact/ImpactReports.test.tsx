import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { config } from '../../lib/client-config'
import { ImpactReportsView } from './ImpactReports'
import type { ImpactReportsResult } from './load-impact-reports'
import * as loader from './reports-loader'
import { summariseReports } from './summarise-reports'
import { useImpactReports } from './use-impact-reports'
import { validateReports } from './validate-reports'

/** The reports part as the page wires it: loaded by the hook, shown by the view. */
function ImpactReports() {
  return <ImpactReportsView reports={useImpactReports()} />
}

/** The page's loader (configuration, network, IndexedDB) answers from the test instead. */
const loadWith = (load: () => Promise<ImpactReportsResult>) =>
  vi.spyOn(loader, 'loadReportsInBrowser').mockImplementation(load)

afterEach(cleanup)

const summary = summariseReports(
  validateReports([
    { _id: 'a', date: '2025-01-05', produce: 1000, meat: 200 },
    { _id: 'b', date: '2024-12-29', produce: 300, dairy: 45 },
    { _id: 'c', date: '2025-02-02', baked: 11000 },
    { _id: 'd', date: '2025-01-12', riceAndBeans: 100 },
  ]).reports,
)

function deferred() {
  let resolve!: (value: ImpactReportsResult) => void
  const promise = new Promise<ImpactReportsResult>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

async function renderWith(results: ImpactReportsResult[]) {
  const load = loadWith(async () => {
    const next = results.shift()
    if (!next) throw new Error('no more results')
    return next
  })
  await act(async () => {
    render(<ImpactReports />)
  })
  return load
}

describe('ImpactReports', () => {
  it('shows a skeleton until the reports arrive, then the total and the months in order', async () => {
    const pending = deferred()
    loadWith(() => pending.promise)
    render(<ImpactReports />)
    const heading = screen.getByRole('heading', { level: 2, name: /Total donation progress/ })
    expect(heading.textContent).toContain('loading')
    expect(screen.queryByRole('list')).toBeNull()

    await act(async () => pending.resolve({ status: 'loaded', value: summary }))

    expect(heading.textContent).toBe('Total donation progress: 12,645 lbs donated so far...')
    const timeline = screen.getByRole('region', { name: 'Pounds donated, month by month' })
    const cards = within(timeline).getAllByRole('listitem')
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'December 2024',
      'January 2025',
      'February 2025',
    ])
    expect(cards.map((card) => card.querySelector('.timeline__pounds')?.textContent)).toEqual([
      '345 lbs',
      '1,300 lbs',
      '11,000 lbs',
    ])
    expect(within(timeline).getByRole('list').style.getPropertyValue('--timeline-width')).toBe(
      `${270 * 3 + 100}px`,
    )
  })

  it('marks only the newest month with the end marker, cards alternating above and below', async () => {
    await renderWith([{ status: 'loaded', value: summary }])
    const cards = screen.getAllByRole('listitem')
    expect(cards.map((c) => c.className.match(/--(above|below)/)?.[1])).toEqual([
      'above',
      'below',
      'above',
    ])
    expect(cards.map((c) => c.textContent?.includes('Latest month'))).toEqual([false, false, true])
  })

  it('labels the bundled reports as sample data', async () => {
    await renderWith([{ status: 'loaded', value: summary }])
    expect(screen.getByText('Sample data')).toBeTruthy()
  })

  it("says a configured project's reports are live, with their count", async () => {
    const before = config.VITE_SANITY_PROJECT_ID
    config.VITE_SANITY_PROJECT_ID = 'abc123'
    try {
      await renderWith([{ status: 'loaded', value: summary }])
    } finally {
      config.VITE_SANITY_PROJECT_ID = before
    }
    expect(screen.getByText('Updated every week from our Sunday reports: 4 so far.')).toBeTruthy()
    expect(screen.queryByText('Sample data')).toBeNull()
  })

  it('shows the saved copy with its date and an offline note', async () => {
    const savedAt = Date.UTC(2026, 10, 1, 12, 0)
    await renderWith([{ status: 'cached', value: summary, savedAt, offline: true }])
    expect(screen.getByText(/Last updated Nov 1, 2026/)).toBeTruthy()
    expect(screen.getByText(/You're offline/)).toBeTruthy()
    expect(screen.getByRole('heading', { name: /12,645 lbs/ })).toBeTruthy()
  })

  it('says it is trying again until the retry answers', async () => {
    const pending = deferred()
    const results = [
      Promise.resolve<ImpactReportsResult>({ status: 'none', offline: false }),
      pending.promise,
    ]
    loadWith(() => results.shift() ?? pending.promise)
    await act(async () => {
      render(<ImpactReports />)
    })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    })
    const button = screen.getByRole('button', { name: 'Trying again…' })
    expect(button.getAttribute('aria-disabled')).toBe('true')

    await act(async () => pending.resolve({ status: 'loaded', value: summary }))
    expect(screen.queryByRole('button', { name: 'Trying again…' })).toBeNull()
    expect(screen.getByRole('heading', { name: /12,645 lbs donated so far/ })).toBeTruthy()
  })

  it('with nothing to show, says so and Retry loads again', async () => {
    const load = await renderWith([
      { status: 'none', offline: false },
      { status: 'loaded', value: summary },
    ])
    expect(screen.getByRole('alert').textContent).toContain(
      "We couldn't load the donation reports.",
    )
    expect(screen.queryByText(/lbs donated so far/)).toBeNull()

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    })
    expect(load).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('heading', { name: /12,645 lbs donated so far/ })).toBeTruthy()
  })

  it('tries again by itself when the connection comes back', async () => {
    const load = await renderWith([
      { status: 'none', offline: true },
      { status: 'loaded', value: summary },
    ])
    expect(screen.getByRole('alert').textContent).toContain("You're offline")
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    expect(load).toHaveBeenCalledTimes(2)
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
  })

  it('shows the breakdown by category, with the numbers as a table', async () => {
    await renderWith([{ status: 'loaded', value: summary }])
    const chart = screen.getByRole('img', { name: /Pounds donated by food category/ })
    expect(chart.textContent).toContain('Baked goods')
    const rows = within(screen.getByRole('table')).getAllByRole('row')
    // header, eight categories (largest first), total
    expect(rows).toHaveLength(10)
    expect(rows[1]?.textContent).toBe('Baked goods11,000 lbs87%')
    expect(rows[9]?.textContent).toBe('Total12,645 lbs100%')
  })

  it('shows an empty timeline at full width when there are no reports yet', async () => {
    await renderWith([{ status: 'loaded', value: summariseReports([]) }])
    expect(screen.getByRole('heading', { name: /: 0 lbs donated/ })).toBeTruthy()
    expect(screen.getByText('No monthly reports yet.')).toBeTruthy()
    expect(screen.getByRole('list').style.getPropertyValue('--timeline-width')).toBe('100%')
  })
})
