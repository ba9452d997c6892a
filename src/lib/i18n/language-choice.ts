import { isLocale, type Locale } from './locales'

/**
 * The visitor's own choice of language, made with the header's switch and kept on this device.
 * It never redirects an address the visitor opened: it only decides which language the installed
 * app opens in (app-launch.ts), and stops the offer to read Spanish from coming back.
 */
export const LANGUAGE_CHOICE_KEY = 'language'
const OFFER_DISMISSED_KEY = 'language:offer-dismissed'

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null // storage blocked: the choice is simply not remembered
  }
}

export function rememberLanguage(locale: Locale): void {
  storage()?.setItem(LANGUAGE_CHOICE_KEY, locale)
}

export function rememberedLanguage(): Locale | null {
  const value = storage()?.getItem(LANGUAGE_CHOICE_KEY)
  return isLocale(value) ? value : null
}

/** Whether a browser whose languages are `languages` reads Spanish before English. */
export function prefersSpanish(languages: readonly string[]): boolean {
  for (const tag of languages) {
    const language = tag.toLowerCase().split('-')[0]
    if (language === 'es') return true
    if (language === 'en') return false
  }
  return false
}

/** Whether to offer the Spanish twin on an English page: Spanish first, no choice made, not dismissed. */
export function shouldOfferSpanish(languages: readonly string[]): boolean {
  return (
    prefersSpanish(languages) &&
    rememberedLanguage() === null &&
    storage()?.getItem(OFFER_DISMISSED_KEY) !== '1'
  )
}

export function dismissSpanishOffer(): void {
  storage()?.setItem(OFFER_DISMISSED_KEY, '1')
}
