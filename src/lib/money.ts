const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Formats an integer amount of cents as US dollars: 123400 -> "$1,234.00". */
export function formatCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Money must be whole cents, got ${cents}`)
  return usd.format(cents / 100)
}
