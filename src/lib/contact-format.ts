import type { PostalAddress } from '../content-modules/types'

/** A phone number as a tel: link (digits and a leading +, as dialled). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** An address on one line, as the site prints it. */
export function formatPostalAddress(a: PostalAddress): string {
  return `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}`
}

/** A phone number the forms accept: digits, spaces, +, ( ) and -, with 7 to 15 digits in all. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length
  return /^[0-9 +()-]+$/.test(value) && digits >= 7 && digits <= 15
}
