import { describe, expect, it, vi } from 'vitest'
import { type LoadSessionsDeps, loadSessions } from './load-sessions'

const cancelled = { _id: 'a', date: '2026-11-08', cancelled: true }

function deps(overrides: Partial<LoadSessionsDeps> = {}): LoadSessionsDeps {
  return {
    configured: true,
    fetchDocuments: async () => [cancelled],
    readCache: async () => null,
    writeCache: async () => {},
    isOnline: () => true,
    reportProblems: () => {},
    logFailure: () => {},
    ...overrides,
  }
}

describe('loadSessions', () => {
  it('gives the weekly rule alone, labelled, when no Sanity project is configured', async () => {
    const fetchDocuments = vi.fn(async () => [])
    expect(await loadSessions(deps({ configured: false, fetchDocuments }))).toEqual({
      status: 'not-configured',
    })
    expect(fetchDocuments).not.toHaveBeenCalled()
  })

  it('keeps the live answer for later and says when it was checked', async () => {
    const writeCache = vi.fn(async () => {})
    vi.spyOn(Date, 'now').mockReturnValue(1_000)
    const result = await loadSessions(deps({ writeCache }))
    expect(result).toEqual({ status: 'loaded', value: [cancelled], checkedAt: 1_000 })
    expect(writeCache).toHaveBeenCalledWith([cancelled])
  })

  it('shows the saved copy with its date when Sanity fails', async () => {
    const result = await loadSessions(
      deps({
        fetchDocuments: async () => {
          throw Object.assign(new Error('500'), { statusCode: 500 })
        },
        readCache: async () => ({ savedAt: 42, documents: [cancelled] }),
      }),
    )
    expect(result).toEqual({
      status: 'cached',
      value: [cancelled],
      savedAt: 42,
      offline: false,
    })
  })

  it('offline, shows the saved copy without trying the network', async () => {
    const fetchDocuments = vi.fn(async () => [])
    const result = await loadSessions(
      deps({
        isOnline: () => false,
        fetchDocuments,
        readCache: async () => ({ savedAt: 42, documents: [cancelled] }),
      }),
    )
    expect(result).toMatchObject({ status: 'cached', offline: true })
    expect(fetchDocuments).not.toHaveBeenCalled()
  })

  it('falls back to the weekly rule, labelled, when nothing was ever saved', async () => {
    const result = await loadSessions(
      deps({
        fetchDocuments: async () => {
          throw new TypeError('Failed to fetch')
        },
      }),
    )
    expect(result).toEqual({ status: 'none', offline: false })
  })
})
