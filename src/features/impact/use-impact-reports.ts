import { useLoadedInBrowser } from '../../ui/use-loaded-in-browser'
import type { ImpactReportsResult } from './load-impact-reports'

export type ImpactReportsState = { status: 'loading' } | ImpactReportsResult

// The loader (config, @sanity/client, Dexie) is fetched after hydration, off the first paint.
async function loadInBrowser(signal: AbortSignal): Promise<ImpactReportsResult> {
  const { loadReportsInBrowser } = await import('./reports-loader')
  return loadReportsInBrowser(signal)
}

/** The reports for the Impact page; Retry tries again on demand. */
export const useImpactReports = () => useLoadedInBrowser(loadInBrowser)
