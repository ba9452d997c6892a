import type { MessageKey } from '../../lib/i18n/catalogs/en'
import type { TypingTimings } from './typing-machine'

/** A typing text's words as message keys: the page's catalog gives them in its language. */
export interface TypingKeys {
  phrases: readonly MessageKey[]
  timings: TypingTimings
  /** The whole text, read once by screen readers instead of the letters as they are typed. */
  spoken: MessageKey
}

/** "We deliver hope through …": typing 100, erase 100, erase delay 2000, typing delay 1000. */
export const taglineKeys: TypingKeys = {
  phrases: [
    'home.tagline.groceries',
    'home.tagline.compassion',
    'home.tagline.community',
    'home.tagline.dignity',
    'home.tagline.care',
    'home.tagline.solidarity',
  ],
  timings: { typing: 100, erasing: 100, holding: 2000, waiting: 1000 },
  spoken: 'home.taglineSpoken',
}

/** The typing headline: 150 ms a letter typed, 100 ms erased, 2000 ms hold. */
export const headlineKeys: TypingKeys = {
  phrases: ['home.headline.donation', 'home.headline.mutualAid', 'home.headline.rescue'],
  // The pause before the next phrase is one typing step, so the rhythm stays even.
  timings: { typing: 150, erasing: 100, holding: 2000, waiting: 150 },
  spoken: 'home.headlineSpoken',
}
