// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import {
  dismissSpanishOffer,
  prefersSpanish,
  rememberedLanguage,
  rememberLanguage,
  shouldOfferSpanish,
} from './language-choice'

afterEach(() => localStorage.clear())

describe('language choice', () => {
  it('remembers the switch', () => {
    expect(rememberedLanguage()).toBeNull()
    rememberLanguage('es')
    expect(rememberedLanguage()).toBe('es')
  })

  it('reads Spanish before English in the browser languages', () => {
    expect(prefersSpanish(['es-US', 'en'])).toBe(true)
    expect(prefersSpanish(['fr', 'es-MX'])).toBe(true)
    expect(prefersSpanish(['en-US', 'es'])).toBe(false)
    expect(prefersSpanish(['de'])).toBe(false)
  })

  it('offers Spanish until dismissed or a language is chosen', () => {
    expect(shouldOfferSpanish(['es-US'])).toBe(true)
    dismissSpanishOffer()
    expect(shouldOfferSpanish(['es-US'])).toBe(false)
    localStorage.clear()
    rememberLanguage('en')
    expect(shouldOfferSpanish(['es-US'])).toBe(false)
  })
})
