import { numberFormat } from './intl-cache'

/** Formats an integer amount of cents as US dollars: 123400 -> "$1,234.00", -5 -> "-$0.05". */
export function formatCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Money must be whole cents, got ${cents}`)
  return numberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)
}
