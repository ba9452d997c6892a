import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ImpactPage } from './ImpactPage'
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
    render(
      <ImpactPage
        load={async () => {
          await arrived
          return { status: 'loaded', origin: 'sample', summary }
        }}
      />,
    )
    expect(screen.getByText(/^We track, week by week/)).toBeTruthy()
    expect(screen.queryByText(/January 1st/)).toBeNull()
    await act(async () => resolve())
    expect(
      await screen.findByText(/^Since October 2025 we have tracked, week by week/),
    ).toBeTruthy()
  })
})
