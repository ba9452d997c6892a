import { describe, expect, it } from 'vitest'
import type { ContentRule } from '../../src/content-schema/rule.ts'
import { checkAgainstSchema, type SchemaField } from './check-against-schema.ts'

/** A document type with one field of each rule the schema modules use. */
const types: SchemaField[] = [
  {
    name: 'sample',
    type: 'document',
    fields: [
      { name: 'title', type: 'string', validation: (rule) => rule.required() },
      {
        name: 'count',
        type: 'number',
        validation: (rule) => rule.required().integer().min(0).error('Count: a whole number'),
      },
      { name: 'short', type: 'string', validation: (rule) => rule.max(3) },
      {
        name: 'time',
        type: 'string',
        validation: (rule: ContentRule) => rule.regex(/^\d\d:\d\d$/, { name: '24-hour time' }),
      },
      { name: 'site', type: 'url', validation: (rule) => rule.uri({ scheme: ['https'] }) },
      { name: 'email', type: 'string', validation: (rule) => rule.email() },
      {
        name: 'lines',
        type: 'array',
        of: [{ type: 'string' }],
        validation: (rule) => rule.min(2).max(2),
      },
      {
        name: 'most',
        type: 'number',
        // Two chains, each with its own message; the second compares with another field.
        validation: (rule) => [
          rule.min(0).error('Most: 0 or more'),
          rule.custom(
            (value, { document }) =>
              typeof value !== 'number' ||
              value >= Number(document?.count) ||
              'Most: at least Count',
          ),
        ],
      },
    ],
  },
]

const check = (fields: Record<string, unknown>) =>
  checkAgainstSchema({ _type: 'sample', _id: 'one', ...fields }, types)

describe('checkAgainstSchema, by the schema’s own rules', () => {
  it('passes a document that keeps every rule, and leaves empty optional fields alone', () => {
    expect(check({ title: 'A', count: 2 })).toEqual([])
    expect(
      check({
        title: 'A',
        count: 0,
        short: 'abc',
        time: '15:00',
        site: 'https://example.org/',
        email: 'a@example.org',
        lines: ['x', 'y'],
      }),
    ).toEqual([])
  })

  it('names each broken rule with the field’s own message, or Sanity’s wording without one', () => {
    expect(
      check({
        title: '  ',
        count: 1.5,
        short: 'abcd',
        time: '3pm',
        site: 'not an address',
        email: 'nobody',
        lines: ['x'],
      }),
    ).toEqual([
      'title: Required',
      'count: Count: a whole number',
      'short: Must be at most 3 characters',
      'time: Does not match the 24-hour time pattern',
      'site: Not a valid URL',
      'email: Must be a valid email address',
      'lines: Must be at least 2 items',
    ])
    expect(check({ title: 'A', count: 2, most: 1 })).toEqual(['most: Most: at least Count'])
    expect(check({ title: 'A', count: 2, most: -1 })).toEqual(['most: Most: 0 or more'])
    expect(check({ title: 'A', count: 2, most: 2 })).toEqual([])
    expect(check({ title: 'A', count: -1, site: 'http://example.org/' })).toEqual([
      'count: Count: a whole number',
      'site: Not a valid URL',
    ])
  })
})
