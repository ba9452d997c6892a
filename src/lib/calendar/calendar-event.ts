import type { EventAttributes } from 'ics'
import { wallTimeToUtc } from '../weekly-schedule'

/**
 * Something that happens at a place on one day, as a calendar file describes it. Shared by every
 * page that offers "Add to calendar" (events, volunteer sessions).
 */
export interface CalendarEntry {
  /** Stable across builds and downloads, so a second download updates the first. */
  uid: string
  title: string
  description: string
  /** The street address: calendars turn it into a map link. */
  location: string
  /** The page that describes it. */
  url: string
  /** yyyy-mm-dd, and 24-hour "HH:MM" wall-clock times in `timeZone`. */
  date: string
  startTime: string
  endTime: string
  timeZone: string
  /** A reminder this many minutes before the start (VALARM), when set. */
  reminderMinutesBefore?: number
  /** Written as STATUS:CANCELLED, so a subscribed calendar marks the entry it already has. */
  cancelled?: boolean
}

/**
 * An RFC 5545 calendar of `entries` (one for a download; several for a subscribable feed, with
 * its `name`), written by the `ics` library (loaded only when asked for). Each has its own UID,
 * so a calendar that refreshes the feed updates its entries rather than adding copies. Times are
 * written in UTC, which every calendar converts to its owner's zone.
 */
export async function buildIcs(entries: readonly CalendarEntry[], name?: string): Promise<string> {
  const { createEvents } = await import('ics')
  const { error, value } = createEvents(entries.map(eventAttributes), name ? { calName: name } : {})
  if (error || !value) throw error ?? new Error('The calendar file could not be written')
  return value
}

function eventAttributes(entry: CalendarEntry): EventAttributes {
  return {
    productId: 'harvestshare/website',
    uid: entry.uid,
    title: entry.title,
    description: entry.description,
    location: entry.location,
    url: entry.url,
    // Timestamps (ms), which the library writes in UTC by default.
    start: wallTimeToUtc(entry.date, entry.startTime, entry.timeZone),
    end: wallTimeToUtc(entry.date, entry.endTime, entry.timeZone),
    status: entry.cancelled ? ('CANCELLED' as const) : ('CONFIRMED' as const),
    ...(entry.reminderMinutesBefore
      ? {
          alarms: [
            {
              action: 'display' as const,
              description: entry.title,
              trigger: { minutes: entry.reminderMinutesBefore, before: true },
            },
          ],
        }
      : {}),
  }
}

/**
 * A file name for the download: "thanksgiving-weekend-packing-session.ics". Accents are dropped,
 * not the letters: "Sesión de empaque" is "sesion-de-empaque.ics".
 */
export function icsFileName(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${base || 'event'}.ics`
}
