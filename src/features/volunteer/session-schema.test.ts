import { describe, expect, it } from 'vitest'
import { SESSIONS_QUERY } from './session-documents'
import { packingSession } from './session-schema'

describe('the Sanity packingSession schema', () => {
  it('is the document type the query asks for, with every field the query reads', () => {
    expect(packingSession.type).toBe('document')
    expect(SESSIONS_QUERY.startsWith(`*[_type == "${packingSession.name}"]`)).toBe(true)
    const queried = /\{(.*)\}$/.exec(SESSIONS_QUERY)?.[1]?.split(', ') ?? []
    expect(queried.filter((f) => f !== '_id').sort()).toEqual(
      packingSession.fields.map((f) => f.name).sort(),
    )
  })

  it('requires a date and checks times are written 24-hour', () => {
    const calls: string[] = []
    const rule = {
      required() {
        calls.push('required')
        return rule
      },
      regex(pattern: RegExp) {
        calls.push(`regex ${pattern.test('15:00')} ${pattern.test('3pm')}`)
        return rule
      },
      error: () => rule,
    }
    for (const field of packingSession.fields) {
      if ('validation' in field) (field.validation as (r: typeof rule) => unknown)(rule)
    }
    expect(calls).toEqual(['required', 'regex true false', 'regex true false'])
  })

  it('previews a cancelled week by its date', () => {
    expect(packingSession.preview.prepare({ date: '2026-11-08', cancelled: true }).title).toBe(
      'Cancelled: 2026-11-08',
    )
  })
})
