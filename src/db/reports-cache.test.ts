import { afterEach, describe, expect, it, vi } from 'vitest'
import { getDatabase } from './open-database'
import { readCachedReports, saveCachedReports } from './reports-cache'

afterEach(async () => {
  vi.useRealTimers()
  await (await getDatabase()).cache.clear()
})

describe('reports cache', () => {
  it('keeps the last answer per source with the time it was saved', async () => {
    // Only the clock is faked: IndexedDB keeps its own timers.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(1000)
    await saveCachedReports('impact-reports:sample', [{ _id: 'a' }])
    vi.setSystemTime(2000)
    await saveCachedReports('impact-reports:sample', [{ _id: 'b' }])
    vi.setSystemTime(3000)
    await saveCachedReports('impact-reports:sanity:p:production', [{ _id: 'c' }])
    expect(await readCachedReports('impact-reports:sample')).toEqual({
      savedAt: 2000,
      documents: [{ _id: 'b' }],
    })
    expect(await readCachedReports('impact-reports:sanity:p:production')).toEqual({
      savedAt: 3000,
      documents: [{ _id: 'c' }],
    })
  })

  it('has nothing for a source never loaded', async () => {
    expect(await readCachedReports('impact-reports:sanity:other:production')).toBeNull()
  })

  it('ignores a record that is not a list of documents', async () => {
    await (await getDatabase()).cache.put({
      key: 'impact-reports:sample',
      savedAt: 1,
      value: 'garbage',
    })
    expect(await readCachedReports('impact-reports:sample')).toBeNull()
  })
})
