import * as yup from 'yup'

export const EMAIL_MESSAGE = 'Please enter a valid email address.'

/**
 * yup's e-mail rule follows the HTML spec, which accepts "ada@example" (no dot in the domain);
 * a shopper's address always has one, so that is required too.
 */
export function emailField(requiredMessage: string) {
  return yup
    .string()
    .trim()
    .required(requiredMessage)
    .email(EMAIL_MESSAGE)
    .matches(/@[^@\s]+\.[^@\s.]{2,}$/, { message: EMAIL_MESSAGE, excludeEmptyString: true })
}
