import { afterEach, describe, expect, it, vi } from 'vitest'
import { AnswerError, isNetworkFailure } from '../../lib/sanity-query'
import { fetchReportDocuments } from './fetch-report-documents'

// No Sanity project configured: the bundled sample file.
const sample = null

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('fetchReportDocuments (sample file)', () => {
  it('returns the documents of the file', async () => {
    const fetch = vi.fn(async () => Response.json([{ _id: 'a' }]))
    vi.stubGlobal('fetch', fetch)
    expect(await fetchReportDocuments(sample)).toEqual([{ _id: 'a' }])
    expect(fetch).toHaveBeenCalledWith('/data/reports.sample.json', expect.anything())
  })

  it('fails on an error status or an answer that is not a list, without blaming the network', async () => {
    vi.stubGlobal('fetch', async () => new Response('nope', { status: 404 }))
    const notFound = await fetchReportDocuments(sample).catch((e: unknown) => e)
    expect(notFound).toBeInstanceOf(AnswerError)
    expect(isNetworkFailure(notFound)).toBe(false)

    vi.stubGlobal('fetch', async () => Response.json({ result: [] }))
    const wrongShape = await fetchReportDocuments(sample).catch((e: unknown) => e)
    expect(wrongShape).toBeInstanceOf(AnswerError)
    expect(isNetworkFailure(wrongShape)).toBe(false)
  })
})

describe('isNetworkFailure', () => {
  it('is true only when nothing answered', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true)
    expect(isNetworkFailure(new Error('Request error while attempting to reach http://x'))).toBe(
      true,
    )
    expect(
      isNetworkFailure(Object.assign(new Error('Internal Server Error'), { statusCode: 500 })),
    ).toBe(false)
    expect(isNetworkFailure(new DOMException('aborted', 'AbortError'))).toBe(false)
  })
})
