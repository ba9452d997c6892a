import { type Message, string } from 'yup'

/**
 * The one e-mail rule of the site: every form (contact, shop, reviews, donations) and the
 * server's checkout endpoint use it, so an address one accepts is never refused by another.
 * The local part and labels follow the HTML `type=email` rule; on top of it the domain must have
 * a dot and a top-level part of two or more characters, since mail to the internet needs one
 * ("ada@example" is valid HTML but undeliverable).
 */
const MAX_EMAIL_LENGTH = 254

const HTML_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/
const DOTTED_DOMAIN = /@[^@\s]+\.[^@\s.]{2,}$/

/** True for an address the site accepts (already trimmed). */
export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && HTML_EMAIL.test(value) && DOTTED_DOMAIN.test(value)
}

// Trims strings only: yup's trim() calls .trim() on whatever it is given and throws on a
// list or an object, which should be a validation error, not an exception.
function checkedEmail(invalidMessage: Message) {
  return string()
    .typeError(invalidMessage)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .test('email', invalidMessage, (value) => !value || isEmailAddress(value))
}

/** A required yup field for the rule, with each form's own wording. */
export function emailSchema(invalidMessage: Message, requiredMessage: Message) {
  return checkedEmail(invalidMessage).required(requiredMessage)
}

/** The same rule for an optional field: an empty value is accepted. */
export function optionalEmailSchema(invalidMessage: Message) {
  return checkedEmail(invalidMessage)
}
