import { describe, expect, it } from 'vitest'
import { scratchOutDir } from '../../../tests/fixtures/scratch-dir'
import { writeCatalogs } from './catalogs'

const out = scratchOutDir()

describe('the messages step', () => {
  it('writes each language’s messages file at its hashed name', async () => {
    await writeCatalogs(out.path, [
      { locale: 'en', path: 'i18n-en-aa.json', json: '{"a":"A"}' },
      { locale: 'es', path: 'i18n-es-bb.json', json: '{"a":"Á"}' },
    ])
    expect(await out.read('i18n-es-bb.json')).toBe('{"a":"Á"}')
    expect(await out.read('i18n-en-aa.json')).toBe('{"a":"A"}')
  })
})
