/**
 * True for a full http: or https: URL. yup's own url() rejects http://localhost and 127.0.0.1,
 * which tests and local runs need; the build's and the server's configuration and the checkout
 * answers all read addresses through this one rule.
 */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** The same rule for an optional setting: unset is fine (a yup test). */
export const isUnsetOrHttpUrl = (value: string | undefined): boolean =>
  value === undefined || isHttpUrl(value)
