import { describe, expect, it } from 'vitest'
import { checkAgainstSchema, type SchemaField } from '../../../scripts/content/check-against-schema'
import { schemaTypes } from '../../content-schema'
import { REPORTS_QUERY } from '../../lib/saved-content'
import { reportCategories } from './report'
import { report } from './report-schema'

describe('the Sanity report schema', () => {
  it('is the document type the query asks for', () => {
    expect(report.type).toBe('document')
    expect(REPORTS_QUERY.startsWith(`*[_type == "${report.name}"]`)).toBe(true)
  })

  it('has a required date and the eight categories, each a number of 0 or more', () => {
    const numbers = report.fields.filter((f) => f.type === 'number')
    expect(numbers.map((f) => f.name)).toEqual([...reportCategories])
    const zeros = Object.fromEntries(numbers.map((f) => [f.name, 0]))
    const check = (fields: Record<string, unknown>) =>
      checkAgainstSchema(
        { _type: 'report', _id: 'report', ...fields },
        schemaTypes as readonly SchemaField[],
      )
    expect(check({ date: '2026-11-01', ...zeros })).toEqual([])
    expect(check({ ...zeros, produce: -1, meat: undefined })).toEqual([
      'date: Every report needs its date',
      'produce: Fresh produce: enter the pounds, 0 or more',
      'meat: Meat: enter the pounds, 0 or more',
    ])
  })

  it('asks for the report documents with the date and the eight categories', () => {
    expect(REPORTS_QUERY).toBe(
      '*[_type == "report"]{_id, date, produce, meat, dairy, grocerySelfStable, baked, prepared, riceAndBeans, gleanersProduce}',
    )
  })

  it('has exactly the fields the query projects', () => {
    const projected = /\{(.*)\}/
      .exec(REPORTS_QUERY)?.[1]
      ?.split(',')
      .map((s) => s.trim())
    expect(['_id', ...report.fields.map((f) => f.name)]).toEqual(projected)
  })
})
