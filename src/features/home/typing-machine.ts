/**
 * The typing / rotating text as a pure state machine: a phrase is typed one character at a time,
 * held in full, erased one character at a time, and after a short wait the next phrase is typed,
 * cyclically. The component only asks how long the current state stays on screen (its phase's
 * timing) and what comes next, so the timings are testable without timers.
 */
/** How long a state of each phase stays on screen before the next one, in milliseconds. */
export interface TypingTimings {
  /** Per character typed. */
  typing: number
  /** How long a whole phrase stays before erasing starts. */
  holding: number
  /** Per character erased. */
  erasing: number
  /** How long the empty text waits before the next phrase starts typing. */
  waiting: number
}

export type TypingPhase = keyof TypingTimings

export interface TypingState {
  /** Index of the current phrase. */
  phrase: number
  /** How many of its characters show. */
  length: number
  phase: TypingPhase
}

/** Number of characters (code points, so an emoji counts once) of phrase `index`. */
function lengthOf(phrases: readonly string[], index: number): number {
  return Array.from(phrases[index] ?? '').length
}

/**
 * The state the page starts in, and the only one it shows without animation: the first phrase
 * in full. The prerendered HTML, screen readers and reduced motion all get exactly this.
 */
export function initialTypingState(phrases: readonly string[]): TypingState {
  return { phrase: 0, length: lengthOf(phrases, 0), phase: 'holding' }
}

/** The characters visible in `state`. */
export function visibleText(phrases: readonly string[], state: TypingState): string {
  return Array.from(phrases[state.phrase] ?? '')
    .slice(0, state.length)
    .join('')
}

/** The state that follows `state`: one character typed or erased, or a change of phase. */
export function nextTypingState(phrases: readonly string[], state: TypingState): TypingState {
  if (phrases.length === 0) return state
  switch (state.phase) {
    case 'holding':
    case 'erasing': {
      const left = Math.min(state.length, lengthOf(phrases, state.phrase)) - 1
      return left > 0
        ? { phrase: state.phrase, length: left, phase: 'erasing' }
        : { phrase: (state.phrase + 1) % phrases.length, length: 0, phase: 'waiting' }
    }
    case 'waiting':
    case 'typing': {
      const full = lengthOf(phrases, state.phrase)
      const typed = Math.min(state.length + 1, full)
      return { phrase: state.phrase, length: typed, phase: typed >= full ? 'holding' : 'typing' }
    }
  }
}
