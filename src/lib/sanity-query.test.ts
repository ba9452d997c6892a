import { describe, expect, it } from 'vitest'
import { parseClientConfig } from './config'
import { sanityProject } from './sanity-query'

describe('sanityProject', () => {
  it('is null when no project is configured', () => {
    expect(sanityProject(parseClientConfig({}))).toBeNull()
  })

  it('uses the production dataset by default', () => {
    expect(sanityProject(parseClientConfig({ VITE_SANITY_PROJECT_ID: 'abc123' }))).toEqual({
      projectId: 'abc123',
      dataset: 'production',
    })
  })

  it('passes on a dataset and a test API host', () => {
    const project = sanityProject(
      parseClientConfig({
        VITE_SANITY_PROJECT_ID: 'abc123',
        VITE_SANITY_DATASET: 'staging',
        VITE_SANITY_API_HOST: 'http://127.0.0.1:4000',
      }),
    )
    expect(project).toEqual({
      projectId: 'abc123',
      dataset: 'staging',
      apiHost: 'http://127.0.0.1:4000',
    })
  })
})
