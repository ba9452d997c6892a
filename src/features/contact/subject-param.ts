/** Longest subject a link may fill in; anything longer is not a subject someone chose. */
const SUBJECT_PARAM_MAX = 100

/** A subject from the address (?subject=...): a short string, trimmed, or nothing. */
export function parseSubjectParam(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const subject = value.trim()
  return subject && subject.length <= SUBJECT_PARAM_MAX ? subject : undefined
}
