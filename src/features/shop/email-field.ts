import { emailSchema } from '../../lib/email-address'
import type { MessageKey } from '../../lib/i18n/catalogs/en'
import { t } from '../../lib/i18n/translate'

/** The shop's words for a malformed address, in the page's language (read when shown). */
export const emailMessage = (): string => t('shop.error.emailInvalid')

/** The shop's wording for the site's one e-mail rule (src/lib/email-address). */
export function emailField(requiredKey: MessageKey) {
  return emailSchema(emailMessage, () => t(requiredKey))
}
