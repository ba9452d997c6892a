import { emailSchema } from '../../lib/email-address'

export const EMAIL_MESSAGE = 'Please enter a valid email address.'

/** The shop's wording for the site's one e-mail rule (src/lib/email-address). */
export function emailField(requiredMessage: string) {
  return emailSchema(EMAIL_MESSAGE, requiredMessage)
}
