import { describe, expect, it, vi } from 'vitest'
import { type LoadImpactReportsDeps, loadImpactReports } from './load-impact-reports'

const doc = (id: string, date: string, produce: number) => ({ _id: id, date, produce })

function deps(overrides: Partial<LoadImpactReportsDeps> = {}): LoadImpactReportsDeps {
  return {
    fetchDocuments: vi.fn(async () => [doc('a', '2025-01-05', 100), doc('b', '2025-02-02', 50)]),
    readCache: vi.fn(async () => null),
    writeCache: vi.fn(async () => {}),
    isOnline: () => true,
    reportProblems: vi.fn(),
    logFailure: vi.fn(),
    ...overrides,
  }
}

describe('loadImpactReports', () => {
  it('shows the live answer and saves it for later', async () => {
    const d = deps()
    const result = await loadImpactReports(d)
    expect(result.status).toBe('loaded')
    if (result.status !== 'loaded') throw new Error('not loaded')
    expect(result.value.total).toBe(150)
    expect(result.value.months.map((m) => m.label)).toEqual(['January 2025', 'February 2025'])
    expect(d.writeCache).toHaveBeenCalledWith([
      doc('a', '2025-01-05', 100),
      doc('b', '2025-02-02', 50),
    ])
  })

  it('reports the problems of bad documents', async () => {
    const d = deps({ fetchDocuments: async () => [{ _id: 'x', produce: 3 }] })
    await loadImpactReports(d)
    expect(d.reportProblems).toHaveBeenCalledWith(['Report x: skipped, no date'])
  })

  it('falls back to the saved copy with its date when the service fails', async () => {
    const d = deps({
      fetchDocuments: async () => {
        throw new Error('500')
      },
      readCache: async () => ({
        savedAt: 1_700_000_000_000,
        documents: [doc('a', '2024-12-29', 70)],
      }),
    })
    const result = await loadImpactReports(d)
    expect(result).toMatchObject({ status: 'cached', savedAt: 1_700_000_000_000, offline: false })
    if (result.status !== 'cached') throw new Error('not cached')
    expect(result.value.total).toBe(70)
    expect(d.logFailure).toHaveBeenCalledOnce()
    expect(d.writeCache).not.toHaveBeenCalled()
  })

  it('fails plainly when nothing is saved', async () => {
    const result = await loadImpactReports(
      deps({
        fetchDocuments: async () => {
          throw new Error('offline')
        },
      }),
    )
    expect(result).toEqual({ status: 'none', offline: false })
  })

  it('offline with a saved copy, shows it without waiting for the network', async () => {
    const d = deps({
      isOnline: () => false,
      readCache: async () => ({ savedAt: 5, documents: [doc('a', '2025-01-05', 9)] }),
    })
    const result = await loadImpactReports(d)
    expect(result).toMatchObject({ status: 'cached', offline: true, savedAt: 5 })
    expect(d.fetchDocuments).not.toHaveBeenCalled()
  })

  it('offline with nothing saved, still asks the network (a service worker may answer)', async () => {
    const d = deps({ isOnline: () => false })
    const result = await loadImpactReports(d)
    expect(result.status).toBe('loaded')
    expect(d.fetchDocuments).toHaveBeenCalledOnce()
  })

  it('offline with nothing saved and no answer, says it is offline', async () => {
    const result = await loadImpactReports(
      deps({
        isOnline: () => false,
        fetchDocuments: async () => {
          throw new TypeError('Failed to fetch')
        },
      }),
    )
    expect(result).toEqual({ status: 'none', offline: true })
  })

  it('shows the answer even when saving it fails', async () => {
    const result = await loadImpactReports(
      deps({
        writeCache: async () => {
          throw new Error('QuotaExceededError')
        },
      }),
    )
    expect(result.status).toBe('loaded')
  })
})
