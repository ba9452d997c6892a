/**
 * How much of a goal is raised, in whole percent (0..100): what a progress bar shows. Computed
 * from the two amounts, never written by hand, so a card's bar and its "raised of" line agree.
 */
export function fundedPercent(raisedCents: number, goalCents: number): number {
  if (goalCents <= 0) return 0
  return Math.min(100, Math.max(0, Math.round((raisedCents / goalCents) * 100)))
}
