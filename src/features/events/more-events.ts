import type { CharityEvent } from '../../content-modules/types'
import { splitEvents } from '../../lib/event-timing'

/** How many other events an event's page suggests. */
export const MORE_EVENTS_SHOWN = 5

/**
 * The other events an event's page suggests: those still to come, soonest first, then the most
 * recent past ones, at most a handful. A list of every event would grow with each one the
 * collective holds, on every event's page.
 */
export function moreEvents<T extends CharityEvent>(
  events: readonly T[],
  current: T,
  now: number,
): T[] {
  const { upcoming, past } = splitEvents(
    events.filter((event) => event.id !== current.id),
    now,
  )
  return [...upcoming, ...past].slice(0, MORE_EVENTS_SHOWN)
}
