/**
 * The number a fun-fact counter shows `elapsedMs` into a count-up lasting `durationMs`: whole
 * numbers from 0 to `target`, fast at first and easing into the end (cubic ease-out), never past
 * the target and exactly the target once the time is up.
 */
export function countUpValue(target: number, elapsedMs: number, durationMs: number): number {
  if (!Number.isFinite(target) || target <= 0) return 0
  if (durationMs <= 0 || elapsedMs >= durationMs) return Math.round(target)
  if (elapsedMs <= 0) return 0
  const progress = elapsedMs / durationMs
  const eased = 1 - (1 - progress) ** 3
  return Math.min(Math.round(target), Math.floor(target * eased))
}
