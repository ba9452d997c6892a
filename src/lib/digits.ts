import { numberFormat } from './intl-cache'

/** Rounds to a whole number (halves away from zero) and groups as US English does: -12345.5 -> "-12,346". */
export function groupDigits(value: number): string {
  // "negative": a value that rounds to zero reads "0", never "-0".
  return numberFormat('en-US', { maximumFractionDigits: 0, signDisplay: 'negative' }).format(value)
}
