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
