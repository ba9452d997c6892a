import { describe, expect, it } from 'vitest'
import { parseClientConfig } from '../../lib/config'
import { REPORTS_QUERY, reportsCacheKey, reportsSource } from './reports-source'

describe('reportsSource', () => {
  it('uses the bundled sample reports when no project is configured', () => {
    const source = reportsSource(parseClientConfig({}))
    expect(source).toEqual({ kind: 'sample', url: '/data/reports.sample.json' })
    expect(reportsCacheKey(source)).toBe('impact-reports:sample')
  })

  it('uses Sanity with the production dataset by default', () => {
    const source = reportsSource(parseClientConfig({ VITE_SANITY_PROJECT_ID: 'abc123' }))
    expect(source).toEqual({ kind: 'sanity', projectId: 'abc123', dataset: 'production' })
    expect(reportsCacheKey(source)).toBe('impact-reports:sanity:abc123:production')
  })

  it('passes on a dataset and a test API host', () => {
    const source = reportsSource(
      parseClientConfig({
        VITE_SANITY_PROJECT_ID: 'abc123',
        VITE_SANITY_DATASET: 'staging',
        VITE_SANITY_API_HOST: 'http://127.0.0.1:4000',
      }),
    )
    expect(source).toEqual({
      kind: 'sanity',
      projectId: 'abc123',
      dataset: 'staging',
      apiHost: 'http://127.0.0.1:4000',
    })
  })

  it('asks for the report documents with the date and the eight categories', () => {
    expect(REPORTS_QUERY).toBe(
      '*[_type == "report"]{_id, date, produce, meat, dairy, grocerySelfStable, baked, prepared, riceAndBeans, gleanersProduce}',
    )
  })
})
