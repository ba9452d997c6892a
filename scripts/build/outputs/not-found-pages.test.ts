import { describe, expect, it } from 'vitest'
import { NOT_FOUND_SHELL_ATTRIBUTE } from '../../../src/lib/not-found-shell'
import { scratchOutDir } from '../../../tests/fixtures/scratch-dir'
import { writeNotFoundPage } from './not-found-pages'

const out = scratchOutDir()
const rendered = '<html lang="es"><head><meta name="robots" content="noindex"/></head></html>'

describe('the not-found page step', () => {
  it('writes each language’s page marked to be rendered afresh, not hydrated', async () => {
    await writeNotFoundPage(out.path, 'es', rendered)
    expect(await out.read('_not-found.es.html')).toBe(
      `<!DOCTYPE html><html ${NOT_FOUND_SHELL_ATTRIBUTE}="" lang="es">${rendered.slice(16)}`,
    )
    await writeNotFoundPage(out.path, 'en', rendered)
    expect(await out.read('_not-found.html')).toContain(NOT_FOUND_SHELL_ATTRIBUTE)
  })

  it('fails the build when the render lacks its noindex tags', async () => {
    await expect(writeNotFoundPage(out.path, 'en', '<html></html>')).rejects.toThrow('noindex')
  })
})
