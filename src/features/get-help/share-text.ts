import { foodHelp } from 'virtual:content/food-help'
import { formatAddress } from 'virtual:content/organisation'

/** The few words a neighbour would text a friend: when, where, no ID, and the page. */
export function shareText(): string {
  const when = foodHelp.scheduleText.charAt(0).toLowerCase() + foodHelp.scheduleText.slice(1)
  return `Free food ${when}, at ${formatAddress()}. No ID needed.`
}

/**
 * An sms: link that opens the messaging app with the text filled in and no recipient chosen.
 * "?&body=" rather than "?body=": Android reads either, and older iOS only the form with "&".
 */
export function smsHref(text: string, url: string): string {
  return `sms:?&body=${encodeURIComponent(`${text} ${url}`)}`
}
