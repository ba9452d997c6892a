import type { notices } from 'virtual:content/notices'
import { stripLocale } from '../../lib/i18n/locales'

/** One notice as the build shapes it (scripts/content/registry.ts), in the page's language. */
export type Notice = (typeof notices)[number]

/**
 * The notices to show: started and not ended at `now`, meant for this page (or every page), and
 * not closed by this visitor in the version they closed (a changed notice shows again).
 */
export function noticesShowing(
  notices: readonly Notice[],
  {
    now,
    pathname,
    closed,
  }: { now: number; pathname: string; closed: Readonly<Record<string, string>> },
): Notice[] {
  const page = stripLocale(pathname).replace(/(.)\/$/, '$1')
  return notices.filter(
    (notice) =>
      notice.startsAt <= now &&
      now < notice.endsAt &&
      (notice.pages.length === 0 || notice.pages.includes(page)) &&
      closed[notice.id] !== notice.version,
  )
}
