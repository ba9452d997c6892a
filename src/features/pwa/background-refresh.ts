import { PERIODIC_REFRESH_MIN_INTERVAL_MS, PERIODIC_REFRESH_TAG } from '../../lib/saved-content'

/**
 * Keeps the installed app's saved numbers fresh (the Impact reports, the volunteer schedule) for
 * a volunteer who opens it at the packing table with no signal. Where the browser has Periodic
 * Background Sync and allows it (Chromium, for an installed app it sees used), the service worker
 * refreshes them about every 12 hours even with the app closed (sw/sw.ts).
 * Elsewhere the app refreshes them itself at start-up and whenever the connection comes back.
 * Only the installed app does either: a visit in a browser tab loads what its page needs anyway.
 */
interface BackgroundRefreshDeps {
  isInstalled: () => boolean
  /** Registers the periodic sync; false where it is unsupported or not permitted. */
  registerPeriodic: () => Promise<boolean>
  /** Refreshes the saved answers from the page (skipped when they are recent). */
  refreshNow: () => Promise<void>
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>
}

export function startBackgroundRefresh(deps: BackgroundRefreshDeps): () => void {
  const target = deps.target ?? window
  // Aborting removes every listener, including one added after the stop by a begin() under way.
  const stop = new AbortController()
  const { signal } = stop
  const onOnline = () => void deps.refreshNow().catch(() => undefined)

  const begin = async () => {
    if (await deps.registerPeriodic()) return
    onOnline()
    target.addEventListener('online', onOnline, { signal })
  }

  if (deps.isInstalled()) void begin()
  else target.addEventListener('appinstalled', () => void begin(), { once: true, signal })
  return () => stop.abort()
}

export function isInstalledApp(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

interface PeriodicSyncManagerLike {
  register(tag: string, options: { minInterval: number }): Promise<void>
}

export async function registerPeriodicRefresh(): Promise<boolean> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    const periodicSync = (registration as { periodicSync?: PeriodicSyncManagerLike } | undefined)
      ?.periodicSync
    if (!periodicSync) return false
    const status = await navigator.permissions.query({
      name: 'periodic-background-sync' as PermissionName,
    })
    if (status.state !== 'granted') return false
    await periodicSync.register(PERIODIC_REFRESH_TAG, {
      minInterval: PERIODIC_REFRESH_MIN_INTERVAL_MS,
    })
    return true
  } catch {
    return false
  }
}

/** A copy younger than this is fresh enough: no request at every start of the app. */
const FRESH_ENOUGH_MS = 60 * 60 * 1000

export async function refreshFromPage(): Promise<void> {
  // Loaded only in the installed app, after start-up: Dexie and the config stay off first paint.
  const [{ getDatabase }, { oldestSavedAge, refreshSavedContent }, { config }, lib] =
    await Promise.all([
      import('../../db/open-database'),
      import('../../db/content-refresh'),
      import('../../lib/client-config'),
      import('../../lib/saved-content'),
    ])
  const { sanityProject } = await import('../../lib/sanity-query')
  const db = await getDatabase()
  const targets = lib.savedContentTargets(sanityProject(config))
  if ((await oldestSavedAge(db, targets, Date.now())) < FRESH_ENOUGH_MS) return
  await refreshSavedContent(db, targets)
}
