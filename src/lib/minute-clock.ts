import { useSyncExternalStore } from 'react'

const MINUTE = 60_000

/** The device's time to the minute: the same value all minute long, as React's snapshots must be. */
function currentMinute(): number {
  return Math.floor(Date.now() / MINUTE) * MINUTE
}

function everyMinute(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE)
  return () => clearInterval(timer)
}

/**
 * The time to the minute on the visitor's device, kept current while the page is open. In the
 * server render and while React hydrates it is `renderedAt`, the moment the prerendered HTML was
 * written for, so hydration matches that HTML and the page corrects itself right after. Never
 * earlier than that moment: a device clock behind it is wrong, and the page then only ever
 * corrects itself forwards in time.
 */
export function useMinuteClock(renderedAt: number): number {
  return Math.max(
    renderedAt,
    useSyncExternalStore(everyMinute, currentMinute, () => renderedAt),
  )
}
