export interface FunFact {
  /** The number the counter counts up to. */
  value: number
  /** Shown right after the number, e.g. "+" or "M". */
  suffix: string
  label: string
}

/** The fun-fact counters: 25+ Volunteer, 2500+ Happy Children, 45M Donated, 2515+ campaigns. */
export const funFacts: readonly FunFact[] = [
  { value: 25, suffix: '+', label: 'Volunteer' },
  { value: 2500, suffix: '+', label: 'Happy Children' },
  { value: 45, suffix: 'M', label: 'Donated' },
  { value: 2515, suffix: '+', label: 'campaigns' },
]
