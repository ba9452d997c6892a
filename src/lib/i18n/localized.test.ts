import { byLocale } from 'virtual:content/food-help'
import { afterEach, describe, expect, it } from 'vitest'
import { localized } from './localized'
import { pageCatalog } from './page-catalog'
import { activateLocale } from './translate'

afterEach(() => activateLocale('en', pageCatalog('en'), ''))

describe('localized content', () => {
  it("gives the active language's module", () => {
    const pair = { en: { word: 'food' }, es: { word: 'comida' } }
    expect(localized(pair).word).toBe('food')
    activateLocale('es', pageCatalog('es'), '')
    expect(localized(pair).word).toBe('comida')
    // Every content module has a pair, Spanish or (until its twin lands) English.
    expect(localized(byLocale).foodHelp).toBeTruthy()
  })
})
