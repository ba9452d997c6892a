import { describe, expect, it } from 'vitest'
import { REPORTS_SAMPLE_KEY, reportsKey } from './saved-content'

// Devices keep their saved reports under these keys: a new key would lose every saved copy.
describe('the saved reports keys', () => {
  it('are one per source: the sample, or the project and dataset', () => {
    expect(REPORTS_SAMPLE_KEY).toBe('impact-reports:sample')
    expect(reportsKey({ projectId: 'abc123', dataset: 'production' })).toBe(
      'impact-reports:sanity:abc123:production',
    )
  })
})
