import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { pageCatalog } from '../../lib/i18n/page-catalog'
import { activateLocale } from '../../lib/i18n/translate'
import { ImpactIntro, trackerImage } from './ImpactIntro'

afterEach(() => {
  cleanup()
  activateLocale('en', pageCatalog('en'), '')
})

/** The words drawn in an illustration: its title and the lettering of its <text> elements. */
function wordsIn(src: string): string[] {
  const svg = readFileSync(join('public', src), 'utf8')
  return [...svg.matchAll(/<(?:title|text)\b[^>]*>([^<]+)</g)].map((match) => match[1] ?? '')
}

describe('the Impact introduction’s illustration', () => {
  it('is the Spanish drawing on Spanish pages, lettered in Spanish', () => {
    activateLocale('es', pageCatalog('es'), '')
    render(<ImpactIntro />)
    const image = screen.getByRole('img')
    expect(image.getAttribute('src')).toBe(trackerImage.es)
    const words = wordsIn(trackerImage.es)
    expect(words).toContain('DOMINGO')
    expect(words).toContain('3 p.m.')
    expect(words).toContain(image.getAttribute('alt'))
    expect(words.join(' ')).not.toMatch(/SUNDAY|3pm|Volunteers/)
  })

  it('is the English drawing on English pages', () => {
    render(<ImpactIntro />)
    const image = screen.getByRole('img')
    expect(image.getAttribute('src')).toBe(trackerImage.en)
    expect(wordsIn(trackerImage.en)).toEqual(expect.arrayContaining(['SUNDAY', '3pm']))
    expect(wordsIn(trackerImage.en)).toContain(image.getAttribute('alt'))
  })
})
