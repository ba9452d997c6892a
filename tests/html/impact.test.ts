import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { htmlOf } from './built-site'

// /impact's numbers arrive after hydration (the bundled sample reports, or a Sanity project):
// the built page holds its static parts and a skeleton where they will go, never numbers that
// would be stale by the time anyone reads them.
test('/impact prerenders the static parts and a skeleton, not numbers', () => {
  const sample = JSON.parse(readFileSync('public/data/reports.sample.json', 'utf8')) as Record<
    string,
    unknown
  >[]
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
