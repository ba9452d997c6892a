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
  error(message: string): ContentRule
}

/** A field every document of its type must fill in, with a message an editor understands. */
export const required = (title: string) => (rule: ContentRule) =>
  rule.required().error(`${title} is required`)

/** 24-hour local time, like 15:00. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/
