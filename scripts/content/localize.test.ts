import { describe, expect, it } from 'vitest'
import { localize } from './localize.ts'

const title = { en: 'Harvest fair', es: 'Feria de la cosecha' }
const untranslated = { en: 'Bring a bag', es: '  ' }
const body = { en: ['One.', 'Two.'], es: null }

describe('localize', () => {
  it('gives English pages English, with no marks', () => {
    const item = localize('en', (l) => ({ title: l.text(untranslated, 'title') }))
    expect(item).toEqual({ title: 'Bring a bag' })
  })

  it('gives Spanish pages Spanish, and names each field shown in English instead', () => {
    const item = localize('es', (l) => ({
      title: l.text(title, 'title'),
      note: l.text(untranslated, 'note'),
      body: l.lines(body, 'body'),
    }))
    expect(item).toEqual({
      title: 'Feria de la cosecha',
      note: 'Bring a bag',
      body: ['One.', 'Two.'],
      englishOnly: ['note', 'body'],
    })
  })
})
