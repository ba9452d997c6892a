import { describe, expect, it, vi } from 'vitest'

const createClient = vi.fn((_config: Record<string, unknown>) => ({ fetch: async () => [] }))
vi.mock('@sanity/client', () => ({ createClient }))

const { queryContent } = await import('./query-content.ts')
const { querySanity } = await import('../../src/lib/sanity-query.ts')

const project = { projectId: 'abc123', dataset: 'production' }

describe("the build's content reads", () => {
  it("ask Sanity's API, not its CDN, so a rebuild sees what was just published", async () => {
    await queryContent({ kind: 'sanity', project }, '*[_type == "event"]')
    expect(createClient).toHaveBeenLastCalledWith(expect.objectContaining({ useCdn: false }))
  })

  it("leave the pages' own reads on the CDN", async () => {
    await querySanity(project, '*[_type == "impactReport"]')
    expect(createClient).toHaveBeenLastCalledWith(expect.objectContaining({ useCdn: true }))
  })
})
