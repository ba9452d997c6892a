// Formatted by hand, not with Intl.NumberFormat: the first Intl formatter a page creates loads
// ICU's locale data, a ~25 ms task on a phone-class CPU (100 ms in Lighthouse's 4x trace of /),
// right while the page hydrates. US dollars need only grouping and two decimals.

/** Formats an integer amount of cents as US dollars: 123400 -> "$1,234.00", -5 -> "-$0.05". */
export function formatCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Money must be whole cents, got ${cents}`)
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(cents)
  const dollars = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const remainder = (absolute % 100).toString().padStart(2, '0')
  return `${sign}$${dollars}.${remainder}`
}
