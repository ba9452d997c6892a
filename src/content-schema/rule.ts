/**
 * The part of Sanity's validation Rule the content schema uses. Sanity's own Rule satisfies it,
 * so these modules never import `sanity`: the site's tests read them without the Studio installed.
 */
export interface ContentRule {
  required(): ContentRule
  min(value: number): ContentRule
  max(value: number): ContentRule
  integer(): ContentRule
  regex(pattern: RegExp, options?: { name?: string }): ContentRule
  uri(options?: { scheme?: string[] }): ContentRule
  email(): ContentRule
  /** `true` when the value keeps it, else what is wrong; `document` for rules between fields. */
  custom(
    check: (value: unknown, context: { document?: Record<string, unknown> }) => true | string,
  ): ContentRule
  error(message: string): ContentRule
}

/** A field every document of its type must fill in, with a message an editor understands. */
export const required = (title: string) => (rule: ContentRule) =>
  rule.required().error(`${title} is required`)

/**
 * A field of `type` every document must fill in. The locale types have their own: a short line
 * (`localeString`), a paragraph (`localeText`) or paragraphs (`localeParagraphs`) in each language.
 */
const requiredOf = (type: string) => (name: string, title: string, description?: string) => ({
  name,
  title,
  ...(description ? { description } : {}),
  type,
  validation: required(title),
})

export const requiredString = requiredOf('string')
export const requiredDate = requiredOf('date')
export const requiredLine = requiredOf('localeString')
export const requiredParagraph = requiredOf('localeText')
export const requiredParagraphs = requiredOf('localeParagraphs')

/** A count: a whole number, 0 or more. */
export const wholeNumber = (name: string, title: string, description: string) => ({
  name,
  title,
  description,
  type: 'number',
  validation: (rule: ContentRule) =>
    rule.required().integer().min(0).error(`${title}: a whole number, 0 or more`),
})

/** An amount as it is, a date and time as its milliseconds; NaN for anything else. */
const measure = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN

/**
 * A field that must also be above the document's `other` field (a higher amount, a later time)
 * when both are filled in: a rule between two fields, which the Studio marks on this one.
 */
export const above = <Field extends { validation: (rule: ContentRule) => ContentRule }>(
  field: Field,
  other: string,
  message: string,
) => ({
  ...field,
  validation: (rule: ContentRule) => [
    field.validation(rule),
    rule.custom((value, { document }) => {
      const [mine, theirs] = [measure(value), measure(document?.[other])]
      return Number.isNaN(mine) || Number.isNaN(theirs) || mine > theirs || message
    }),
  ],
})

/** 24-hour local time, like 15:00. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

/** A time of day, written as TIME_PATTERN asks. */
export const timeOfDay = (name: string, title: string, description: string) => ({
  name,
  title,
  description,
  type: 'string',
  validation: (rule: ContentRule) =>
    rule.required().regex(TIME_PATTERN).error(`${title}: write it like 15:00`),
})
