import type { PostalAddress } from '../content-modules/types'

/** A phone number as a tel: link (digits and a leading +, as dialled). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** An address on one line, as the site prints it. */
export function formatPostalAddress(a: PostalAddress): string {
  return `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}`
}
