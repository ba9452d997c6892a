import type { DonationFieldErrors } from '../../lib/donation-rules'
import { MAX_NAME_LENGTH } from '../../lib/donation-rules'
import type { MessageKey } from '../../lib/i18n/catalogs/en'
import { t } from '../../lib/i18n/translate'

/**
 * The donation rules (src/lib/donation-rules.ts) are shared with the server, which answers in
 * English whatever the page's language; the form shows each of their messages in the page's
 * language instead, by looking it up here. The English texts are the rules' own, word for word
 * (donation-errors.test.ts checks every message the rules can give).
 */
const KEYS: Readonly<Record<string, MessageKey>> = {
  'Enter the amount as a number, for example 25': 'donate.error.amountNumber',
  'Enter an amount': 'donate.error.amountRequired',
  'The smallest donation is $1': 'donate.error.amountMin',
  'The largest online donation is $100,000': 'donate.error.amountMax',
  'Use at most two decimals (cents)': 'donate.error.amountCents',
  'Enter your full name': 'donate.error.nameRequired',
  [`Your name can be at most ${MAX_NAME_LENGTH} characters`]: 'donate.error.nameLength',
  'Enter a valid e-mail address, like name@example.org': 'donate.error.emailInvalid',
  'Enter your e-mail address': 'donate.error.emailRequired',
  'Choose one time or monthly': 'donate.error.frequency',
  'Choose in honour of, in memory of, or neither': 'donate.error.tribute',
  'Enter the name of the person this gift is for': 'donate.error.tributeName',
  [`The name can be at most ${MAX_NAME_LENGTH} characters`]: 'donate.error.tributeNameLength',
  'Enter a valid e-mail address to notify, like name@example.org': 'donate.error.tributeEmail',
  'Choose the embedded or the hosted checkout': 'donate.error.ui',
}

/** A rule's message in the page's language (a message it does not know is shown as it came). */
export function localizeDonationError(message: string): string {
  const key = KEYS[message]
  return key ? t(key, { max: MAX_NAME_LENGTH }) : message
}

/** Every field's message in the page's language. */
export function localizeDonationErrors<E extends DonationFieldErrors>(errors: E): E {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      typeof message === 'string' ? localizeDonationError(message) : message,
    ]),
  ) as E
}
