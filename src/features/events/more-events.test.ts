import { describe, expect, it } from 'vitest'
import type { CharityEvent } from '../../content-modules/types'
import { MORE_EVENTS_SHOWN, moreEvents } from './more-events'

const event = (id: string, date: string) =>
  ({ id, slug: id, date, startTime: '10:00', endTime: '12:00' }) as CharityEvent

// Noon in Riverside on 1 June 2027.
const NOW = Date.UTC(2027, 5, 1, 19)

describe('the other events an event suggests', () => {
  it('are the next ones to come, soonest first, then the latest past ones, at most a handful', () => {
    const events = [
      event('past-old', '2025-01-05'),
      event('later', '2027-09-01'),
      event('current', '2027-06-10'),
      event('past-recent', '2027-05-20'),
      event('soon', '2027-06-02'),
      event('past-middle', '2026-03-01'),
      event('much-later', '2028-01-01'),
    ]
    const current = events[2] as CharityEvent
    expect(moreEvents(events, current, NOW).map((e) => e.id)).toEqual([
      'soon',
      'later',
      'much-later',
      'past-recent',
      'past-middle',
    ])
    expect(MORE_EVENTS_SHOWN).toBe(5)
  })

  it('are fewer when there are fewer', () => {
    const events = [event('one', '2027-06-02'), event('two', '2027-06-03')]
    expect(moreEvents(events, events[0] as CharityEvent, NOW).map((e) => e.id)).toEqual(['two'])
  })
})
