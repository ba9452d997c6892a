import { describe, expect, it } from 'vitest'
import { reportCategories } from './report'
import { report } from './report-schema'
import { REPORTS_QUERY } from './reports-source'

/** Records what a field's validation asks of Sanity's Rule. */
function rulesOf(validation: ((rule: never) => unknown) | undefined): string[] {
  const calls: string[] = []
  const rule = {
    required() {
      calls.push('required')
      return rule
    },
    min(value: number) {
      calls.push(`min(${value})`)
      return rule
    },
    error: () => rule,
  }
  ;(validation as ((r: typeof rule) => unknown) | undefined)?.(rule)
  return calls
}

describe('the Sanity report schema', () => {
  it('is the document type the query asks for', () => {
    expect(report.type).toBe('document')
    expect(REPORTS_QUERY.startsWith(`*[_type == "${report.name}"]`)).toBe(true)
  })

  it('has a required date and the eight categories, each a number of 0 or more', () => {
    const date = report.fields.find((f) => f.name === 'date')
    expect(date?.type).toBe('date')
    expect(rulesOf(date?.validation)).toEqual(['required'])

    const numbers = report.fields.filter((f) => f.type === 'number')
    expect(numbers.map((f) => f.name)).toEqual(reportCategories.map((c) => c.key))
    for (const field of numbers) {
      expect(rulesOf(field.validation), field.name).toEqual(['required', 'min(0)'])
    }
  })

  it('has exactly the fields the query projects', () => {
    const projected = /\{(.*)\}/
      .exec(REPORTS_QUERY)?.[1]
      ?.split(',')
      .map((s) => s.trim())
    expect(['_id', ...report.fields.map((f) => f.name)]).toEqual(projected)
  })
})
