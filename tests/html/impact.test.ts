import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { contentSource } from '../../scripts/content/query-content'
import { reports } from '../../scripts/content/report-content'
import { loadContent } from '../../scripts/content/site-content'
import { SAMPLE_REPORTS_URL } from '../../src/lib/saved-content'
import { DIST, htmlOf } from './built-site'

const sample = JSON.parse(readFileSync(join(DIST, SAMPLE_REPORTS_URL), 'utf8')) as Record<
  string,
  unknown
>[]

// With no project configured, the Impact page fetches the sample dataset's reports from a file
// the build writes, as Sanity would answer its query.
test('the build writes the sample dataset’s reports where the Impact page fetches them', async () => {
  expect(sample).toEqual((await loadContent(contentSource(null), { reports })).reports)
  expect(sample.length).toBeGreaterThan(50)
})

// /impact's numbers arrive after hydration (the sample reports, or a Sanity project): the built
// page holds its static parts and a skeleton where they will go, never numbers that would be
// stale by the time anyone reads them.
test('/impact prerenders the static parts and a skeleton, not numbers', () => {
  const total = sample.reduce(
    (sum, doc) =>
      sum +
      Object.entries(doc)
        .filter(([key, value]) => key !== 'date' && key !== '_id' && typeof value === 'number')
        .reduce((pounds, [, value]) => pounds + (value as number), 0),
    0,
  )
  expect(total).toBeGreaterThan(1000)
  const html = htmlOf('/impact')
  expect(html).toContain('Monitoring Our Collective Impact Week by Week')
  expect(html).toContain('Total donation progress:')
  expect(html).toContain('impact-total__skeleton')
  expect(html).not.toContain(total.toLocaleString('en-US'))
})
