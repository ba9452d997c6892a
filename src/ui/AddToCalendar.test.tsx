import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AddToCalendar } from './AddToCalendar'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('AddToCalendar', () => {
  it('downloads the entry as an .ics file named after it', async () => {
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:calendar'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    const names: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download)
    })
    render(
      <AddToCalendar
        entry={{
          uid: 'x@harvestshare.org',
          title: 'Harvest gleaning day',
          description: 'Picking fruit',
          location: '214 Orchard Lane, Riverside, CA 92501',
          url: 'http://localhost:4173/event-single/Harvest-Gleaning-Day',
          date: '2027-01-23',
          startTime: '09:00',
          endTime: '12:00',
          timeZone: 'America/Los_Angeles',
        }}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: /Add to calendar/ }))
    await vi.waitFor(() => expect(names).toEqual(['harvest-gleaning-day.ics']))
    expect(blobs[0]?.type).toBe('text/calendar;charset=utf-8')
    expect(await blobs[0]?.text()).toContain('DTSTART:20270123T170000Z')
  })
})
