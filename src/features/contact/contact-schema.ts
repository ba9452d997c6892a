import { type InferType, object, string } from 'yup'
import { isPhoneNumber } from '../../lib/contact-format'
import { emailSchema } from '../../lib/email-address'
import { t } from '../../lib/i18n/translate'

/**
 * The contact form's rules. Messages follow the wording of the original
 * validation facility ("The {field} field is required"), in the page's language.
 */
export const MESSAGE_MAX_LENGTH = 5000

// Unicode letters (and their combining marks) so "José Ñúñez" is a name; digits and symbols are not.
const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u

/** The rules' messages in the page's language, read when shown (yup takes them as functions). */
export const contactMessages = {
  nameRequired: () => t('contact.nameRequired'),
  nameLetters: () => t('contact.nameLetters'),
  emailRequired: () => t('contact.emailRequired'),
  emailInvalid: () => t('contact.emailInvalid'),
  phoneRequired: () => t('contact.phoneRequired'),
  phoneInvalid: () => t('contact.phoneInvalid'),
  subjectRequired: () => t('contact.subjectRequired'),
  subjectLetters: () => t('contact.subjectLetters'),
  messageRequired: () => t('contact.messageRequired'),
  messageTooLong: () => t('contact.messageTooLong', { max: MESSAGE_MAX_LENGTH }),
}

export const contactSchema = object({
  name: string().trim().required(contactMessages.nameRequired).matches(LETTERS_AND_SPACES, {
    message: contactMessages.nameLetters,
    excludeEmptyString: true,
  }),
  email: emailSchema(contactMessages.emailInvalid, contactMessages.emailRequired),
  phone: string()
    .trim()
    .required(contactMessages.phoneRequired)
    .test('phone', contactMessages.phoneInvalid, (value) => !value || isPhoneNumber(value)),
  subject: string().trim().required(contactMessages.subjectRequired).matches(LETTERS_AND_SPACES, {
    message: contactMessages.subjectLetters,
    excludeEmptyString: true,
  }),
  message: string()
    .trim()
    .required(contactMessages.messageRequired)
    .max(MESSAGE_MAX_LENGTH, contactMessages.messageTooLong),
})

export type ContactMessage = InferType<typeof contactSchema>

export type ContactField = keyof ContactMessage

export const emptyContactMessage: ContactMessage = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
}

/** The trimmed message as it is stored and sent. Only call with values that passed validation. */
export function cleanContactMessage(values: ContactMessage): ContactMessage {
  return contactSchema.validateSync(values, { stripUnknown: true })
}
