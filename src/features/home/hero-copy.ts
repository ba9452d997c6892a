import type { TypingTimings } from './typing-machine'

export interface TypingCopy {
  phrases: readonly string[]
  timings: TypingTimings
  /** The whole text, read once by screen readers instead of the letters as they are typed. */
  spoken: string
}

/** "We deliver hope through …": typing 100, erase 100, erase delay 2000, typing delay 1000. */
export const taglineTyping: TypingCopy = {
  phrases: ['groceries', 'compassion', 'community', 'dignity', 'care', 'solidarity'],
  timings: { typeMs: 100, eraseMs: 100, holdMs: 2000, waitMs: 1000 },
  spoken: 'We deliver hope through groceries, compassion, community, dignity, care and solidarity.',
}

/** The typing headline: 150 ms a letter typed, 100 ms erased, 2000 ms hold. */
export const headlineTyping: TypingCopy = {
  phrases: ['Food Donation', 'Mutual Aid', 'Food Rescue'],
  // The pause before the next phrase is one typing step, so the rhythm stays even.
  timings: { typeMs: 150, eraseMs: 100, holdMs: 2000, waitMs: 150 },
  spoken: 'Food Donation, Mutual Aid, Food Rescue.',
}
