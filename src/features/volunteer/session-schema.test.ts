import { describe, expect, it } from 'vitest'
import { checkAgainstSchema, type SchemaField } from '../../../scripts/content/check-against-schema'
import { schemaTypes } from '../../content-schema'
import { SESSIONS_QUERY } from '../../lib/saved-content'
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
    const check = (fields: Record<string, unknown>) =>
      checkAgainstSchema(
        { _type: 'packingSession', _id: 'session', ...fields },
        schemaTypes as readonly SchemaField[],
      )
    expect(check({ date: '2026-11-08', startTime: '15:00', endTime: '17:30' })).toEqual([])
    expect(check({ startTime: '3pm' })).toEqual([
      'date: Every session needs its date',
      'startTime: Start time: write it like 15:00',
    ])
  })

  it('previews a cancelled week by its date', () => {
    expect(packingSession.preview.prepare({ date: '2026-11-08', cancelled: true }).title).toBe(
      'Cancelled: 2026-11-08',
    )
  })
})
