import { describe, expect, it } from 'vitest'
import { isImpactReportsRequest } from './impact-reports-route'

const site = 'https://harvestshare.org'
const matches = (url: string) => isImpactReportsRequest(new URL(url), site)

describe('isImpactReportsRequest', () => {
  it('matches report queries on the API and the CDN host of any project', () => {
    expect(matches('https://abc123.api.sanity.io/v2024-06-28/data/query/production?query=*')).toBe(
      true,
    )
    expect(
      matches('https://abc123.apicdn.sanity.io/v2024-06-28/data/query/production?query=*'),
    ).toBe(true)
  })

  it('matches the bundled sample reports of this site only', () => {
    expect(matches('https://harvestshare.org/data/reports.sample.json')).toBe(true)
    expect(matches('https://elsewhere.org/data/reports.sample.json')).toBe(false)
  })

  it('leaves every other request alone', () => {
    for (const url of [
      'https://abc123.api.sanity.io/v2024-06-28/data/mutate/production',
      'https://abc123.api.sanity.io/v2024-06-28/data/listen/production?query=*',
      'https://api.sanity.io/v2024-06-28/projects',
      'https://abc123.api.sanity.io.evil.example/v1/data/query/production',
      'http://abc123.apicdn.sanity.io/v2024-06-28/data/query/production',
      'https://harvestshare.org/impact',
    ]) {
      expect(matches(url), url).toBe(false)
    }
  })
})
