import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ImpactPage } from './ImpactPage'
import * as loader from './reports-loader'
import { summariseReports } from './summarise-reports'
import { validateReports } from './validate-reports'

// The closing sections link with the router; they play no part here.
vi.mock('./ImpactClosingSections', () => ({ ImpactClosingSections: () => null }))

afterEach(cleanup)

describe('the Impact page introduction', () => {
  it('says since when the reports run, from the first report, not a fixed date', async () => {
    const summary = summariseReports(
      validateReports([
        { _id: 'b', date: '2025-11-02', produce: 20 },
        { _id: 'a', date: '2025-10-05', produce: 10 },
      ]).reports,
    )
    let resolve!: () => void
    const arrived = new Promise<void>((r) => {
      resolve = r
    })
    vi.spyOn(loader, 'loadReportsInBrowser').mockImplementation(async () => {
      await arrived
      return { status: 'loaded', value: summary }
    })
    render(<ImpactPage />)
    expect(screen.getByText(/^We track, week by week/)).toBeTruthy()
    expect(screen.queryByText(/January 1st/)).toBeNull()
    await act(async () => resolve())
    expect(
      await screen.findByText(/^Since October 2025 we have tracked, week by week/),
    ).toBeTruthy()
  })
})

describe('the numbers at a glance', () => {
  it('shows the latest week, the change, the year so far and meals with their source, and when they were checked', async () => {
    const summary = summariseReports(
      validateReports([
        { _id: 'a', date: '2026-01-04', produce: 650 },
        { _id: 'b', date: '2026-01-11', produce: 500, meat: 100 },
      ]).reports,
    )
    vi.spyOn(loader, 'loadReportsInBrowser').mockResolvedValue({
      status: 'cached',
      value: summary,
      savedAt: Date.UTC(2026, 0, 12, 18),
      offline: true,
    })
    render(<ImpactPage />)
    const glance = await screen.findByRole('region', { name: 'At a glance' })
    expect(await within(glance).findByText('600 lbs')).toBeTruthy()
    expect(within(glance).getByText('Sunday Jan 11, 2026')).toBeTruthy()
    expect(within(glance).getByText('−50 lbs')).toBeTruthy()
    expect(within(glance).getByText('1,250 lbs')).toBeTruthy()
    expect(within(glance).getByText('1,041 meals')).toBeTruthy()
    expect(within(glance).getByRole('link', { name: 'Feeding America' })).toBeTruthy()
    await waitFor(() =>
      expect(within(glance).getByTestId('glance-status').textContent).toMatch(
        /^Numbers as of Jan 11, 2026, checked Jan 12, 2026, .*\. Saved on this device for offline use\.$/,
      ),
    )
  })
})

describe('when the reports arrive', () => {
  it('renders the page once: the intro and the glance read them in the same render', async () => {
    const summary = summariseReports(
      validateReports([{ _id: 'a', date: '2025-10-05', produce: 10 }]).reports,
    )
    let resolve!: () => void
    const arrived = new Promise<void>((r) => {
      resolve = r
    })
    vi.spyOn(loader, 'loadReportsInBrowser').mockImplementation(async () => {
      await arrived
      return { status: 'loaded', value: summary }
    })
    const updates: string[] = []
    render(
      <Profiler id="impact" onRender={(_id, phase) => updates.push(phase)}>
        <ImpactPage />
      </Profiler>,
    )
    await waitFor(() => expect(updates).toContain('mount'))
    updates.length = 0
    await act(async () => resolve())
    expect(await screen.findByText(/^Since October 2025/)).toBeTruthy()
    expect(screen.getByTestId('glance-status').textContent).toMatch(/^Numbers as of Oct 5, 2025/)
    expect(updates).toEqual(['update'])
  })
})
