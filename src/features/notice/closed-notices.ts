import type { Notice } from './notices-showing'

/**
 * The notices this visitor closed, by id, with the version closed, in localStorage: it is read
 * synchronously right after hydration (a closed notice is gone at once, with no Dexie chunk to
 * load for one small record on every page), it stays on the device, and the privacy page's
 * "Delete my data" need not list it (it holds no personal data).
 */
const KEY = 'notices:closed'

export function closedNotices(): Record<string, string> {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown
    return stored && typeof stored === 'object' ? (stored as Record<string, string>) : {}
  } catch {
    return {}
  }
}

/** Closes `notice` on this device until it changes; returns the new record. */
export function closeNotice(notice: Pick<Notice, 'id' | 'version'>): Record<string, string> {
  const closed = { ...closedNotices(), [notice.id]: notice.version }
  try {
    localStorage.setItem(KEY, JSON.stringify(closed))
  } catch {
    // Storage full or refused: closed for this page view only.
  }
  return closed
}
