// Number formatting without Intl: the first Intl formatter a page creates loads ICU's locale data,
// a task of tens of milliseconds on a phone-class CPU, right while the page
// hydrates. Our figures need only US/UK digit grouping.

/** Rounds to a whole number (halves away from zero, as Intl does) and groups: -12345.5 -> "-12,346". */
export function groupDigits(value: number): string {
  const whole = Math.round(Math.abs(value))
  const sign = value < 0 && whole !== 0 ? '-' : ''
  return sign + whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}
