import { describe, expect, it, vi } from 'vitest'
import { testDatabaseFactory } from '../../tests/support/test-database'
import type { SanityProject } from '../lib/sanity-query'
import {
  REPORTS_QUERY,
  reportsKey,
  SESSIONS_QUERY,
  savedContentTargets,
  sessionsKey,
} from '../lib/saved-content'
import { refreshSavedContent } from './content-refresh'

const database = testDatabaseFactory()
const project: SanityProject = { projectId: 'abc123', dataset: 'production' }

/** A fake Sanity CDN answering each query with its own documents, and recording the URLs. */
function sanity(answers: Record<string, unknown[]>, status = 200) {
  const urls: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    urls.push(url.href)
    const query = url.searchParams.get('query') ?? ''
    return new Response(JSON.stringify({ result: answers[query] ?? [] }), { status })
  })
  return urls
}

describe('refreshing the saved answers (periodic sync, the installed app)', () => {
  it('fetches the reports and the sessions again and keeps them where the pages read them', async () => {
    const db = database()
    await db.cache.put({ key: reportsKey(project), savedAt: 1, value: [{ _id: 'old' }] })
    const urls = sanity({
      [REPORTS_QUERY]: [{ _id: 'r1', date: '2026-11-22', produce: 10 }],
      [SESSIONS_QUERY]: [{ _id: 's1', date: '2026-11-29', cancelled: true }],
    })
    await refreshSavedContent(db, savedContentTargets(project))
    expect(
      urls.every((u) =>
        u.startsWith('https://abc123.apicdn.sanity.io/v2024-06-28/data/query/production?'),
      ),
    ).toBe(true)
    const reports = await db.cache.get(reportsKey(project))
    expect(reports?.value).toEqual([{ _id: 'r1', date: '2026-11-22', produce: 10 }])
    expect(reports?.savedAt).toBeGreaterThan(1)
    expect((await db.cache.get(sessionsKey(project)))?.value).toEqual([
      { _id: 's1', date: '2026-11-29', cancelled: true },
    ])
  })

  it('keeps the saved copy when Sanity fails', async () => {
    const db = database()
    await db.cache.put({ key: reportsKey(project), savedAt: 1, value: [{ _id: 'old' }] })
    sanity({}, 500)
    await refreshSavedContent(db, savedContentTargets(project))
    expect(await db.cache.get(sessionsKey(project))).toBeUndefined()
    expect(await db.cache.get(reportsKey(project))).toEqual({
      key: reportsKey(project),
      savedAt: 1,
      value: [{ _id: 'old' }],
    })
  })

  it('refreshes the bundled sample reports when no project is configured', async () => {
    const db = database()
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify([{ _id: 'sample' }])))
    const targets = savedContentTargets(null).map((t) => ({
      ...t,
      url: `https://site.test${t.url}`,
    }))
    await refreshSavedContent(db, targets)
    expect((await db.cache.get('impact-reports:sample'))?.value).toEqual([{ _id: 'sample' }])
  })
})
