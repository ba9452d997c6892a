import { describe, expect, it } from 'vitest'
import { t } from '../../lib/i18n/translate'
import { headlineKeys, type TypingKeys, taglineKeys } from './hero-copy'
import {
  initialTypingState,
  nextTypingState,
  type TypingState,
  type TypingTimings,
  visibleText,
} from './typing-machine'

// The words in English (the unit tests' active language).
const inEnglish = ({ phrases, timings }: TypingKeys) => ({
  phrases: phrases.map((key) => t(key)),
  timings,
})
const taglineTyping = inEnglish(taglineKeys)
const headlineTyping = inEnglish(headlineKeys)

/** What a visitor sees `ms` after the page starts animating. */
function textAt(phrases: readonly string[], timings: TypingTimings, ms: number): string {
  let state = initialTypingState(phrases)
  let elapsed = 0
  for (;;) {
    const delay = timings[state.phase]
    if (elapsed + delay > ms) return visibleText(phrases, state)
    elapsed += delay
    state = nextTypingState(phrases, state)
  }
}

/** Every text shown, in order, over `steps` transitions. */
function texts(phrases: readonly string[], steps: number): string[] {
  const seen: string[] = []
  let state: TypingState = initialTypingState(phrases)
  for (let i = 0; i < steps; i++) {
    seen.push(visibleText(phrases, state))
    state = nextTypingState(phrases, state)
  }
  return seen
}

describe('typing machine', () => {
  it('starts with the first phrase in full (what the server renders)', () => {
    const state = initialTypingState(['groceries', 'care'])
    expect(visibleText(['groceries', 'care'], state)).toBe('groceries')
    expect(state.phase).toBe('holding')
  })

  it('holds, erases letter by letter, waits, types the next phrase and wraps around', () => {
    expect(texts(['ab', 'xyz'], 14)).toEqual([
      'ab', // holding
      'a', // erasing
      '', // waiting, next phrase
      'x',
      'xy',
      'xyz', // holding
      'xy',
      'x',
      '', // waiting, back to the first phrase
      'a',
      'ab', // holding again
      'a',
      '',
      'x',
    ])
  })

  it('runs the hero tagline at typing 100, erase 100, erase delay 2000 and typing delay 1000', () => {
    const { phrases, timings } = taglineTyping
    expect(phrases).toEqual([
      'groceries',
      'compassion',
      'community',
      'dignity',
      'care',
      'solidarity',
    ])
    expect(textAt(phrases, timings, 0)).toBe('groceries')
    expect(textAt(phrases, timings, 1999)).toBe('groceries')
    expect(textAt(phrases, timings, 2000)).toBe('grocerie')
    expect(textAt(phrases, timings, 2000 + 7 * 100)).toBe('g')
    expect(textAt(phrases, timings, 2000 + 8 * 100)).toBe('')
    expect(textAt(phrases, timings, 2000 + 8 * 100 + 999)).toBe('')
    expect(textAt(phrases, timings, 2000 + 8 * 100 + 1000)).toBe('c')
    expect(textAt(phrases, timings, 2000 + 8 * 100 + 1000 + 9 * 100)).toBe('compassion')
  })

  it('types the headline at 150 ms a letter, erases at 100 and holds 2000', () => {
    const { phrases, timings } = headlineTyping
    expect(phrases).toEqual(['Food Donation', 'Mutual Aid', 'Food Rescue'])
    expect(timings).toMatchObject({ typing: 150, erasing: 100, holding: 2000 })
    const erased = 2000 + 12 * 100 // 'Food Donation' is 13 letters: 12 erase steps to empty
    expect(textAt(phrases, timings, erased - 1)).toBe('F')
    expect(textAt(phrases, timings, erased)).toBe('')
    const typingStarts = erased + timings.waiting
    expect(textAt(phrases, timings, typingStarts)).toBe('M')
    expect(textAt(phrases, timings, typingStarts + 150)).toBe('Mu')
    expect(textAt(phrases, timings, typingStarts + 9 * 150)).toBe('Mutual Aid')
    expect(textAt(phrases, timings, typingStarts + 9 * 150 + 1999)).toBe('Mutual Aid')
    expect(textAt(phrases, timings, typingStarts + 9 * 150 + 2000)).toBe('Mutual Ai')
  })

  it('counts characters, not UTF-16 units', () => {
    expect(texts(['né🍎', 'x'], 4)).toEqual(['né🍎', 'né', 'n', ''])
  })

  it('stays put with no phrases', () => {
    const state = initialTypingState([])
    expect(nextTypingState([], state)).toBe(state)
    expect(visibleText([], state)).toBe('')
  })
})
