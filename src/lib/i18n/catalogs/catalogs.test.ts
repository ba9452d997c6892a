import { describe, expect, it } from 'vitest'
import { en } from './en'
import { es } from './es'

// The typecheck already fails on a missing or extra Spanish key (es.ts is typed `Catalog`); this
// also catches what types cannot: an empty message, and a placeholder the other language lacks (a
// value that would never be shown, or a `{name}` written out literally).
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('message catalogs', () => {
  it('have the same keys in both languages', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort())
  })

  it('fill the same placeholders, and none is empty', () => {
    for (const [key, english] of Object.entries(en)) {
      const spanish = es[key as keyof typeof en]
      expect(spanish.trim(), key).not.toBe('')
      expect(placeholders(spanish), key).toEqual(placeholders(english))
    }
  })

  it('never end a Spanish sentence on a time: es-US times end in "p.m.", and "p.m.." is wrong', () => {
    // The values that can be a clock time ("3 p.m.", "24 nov 2026, 3:05 p.m.").
    const times = ['meetingTime', 'time', 'start', 'end', 'when', 'checked', 'saved', 'asOf']
    for (const [key, spanish] of Object.entries(es)) {
      for (const name of times) expect(spanish, key).not.toContain(`{${name}}.`)
    }
  })
})
