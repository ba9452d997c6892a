import { describe, expect, it } from 'vitest'
import { scratchOutDir } from '../../../tests/fixtures/scratch-dir'
import { writeOfflinePage } from './offline-pages'

const out = scratchOutDir()

describe('the offline page step', () => {
  it('renders each language’s page with the stylesheet and icon of a rendered page', async () => {
    const page =
      '<html><head><link rel="stylesheet" href="/assets/site-a1.css"/><link rel="icon" href="/favicon.svg"/>' +
      '<link rel="modulepreload" href="/assets/app.js"/></head></html>'
    const render = (locale: string, head: string) => `<html lang="${locale}">${head}</html>`
    await writeOfflinePage(out.path, 'es', page, render)
    expect(await out.read('_offline.es.html')).toBe(
      '<!DOCTYPE html><html lang="es"><link rel="stylesheet" href="/assets/site-a1.css"/><link rel="icon" href="/favicon.svg"/></html>',
    )
  })
})
