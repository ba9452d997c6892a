import { groupDigits } from './digits'

// Formatted by hand, not with Intl.NumberFormat (see digits.ts): dollars need only grouping and
// two decimals.

/** Formats an integer amount of cents as US dollars: 123400 -> "$1,234.00", -5 -> "-$0.05". */
export function formatCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Money must be whole cents, got ${cents}`)
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(cents)
  const dollars = groupDigits(Math.floor(absolute / 100))
  const remainder = (absolute % 100).toString().padStart(2, '0')
  return `${sign}$${dollars}.${remainder}`
}
