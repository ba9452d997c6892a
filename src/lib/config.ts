import { type InferType, object, string } from 'yup'
import { isUnsetOrHttpUrl } from './http-url'

/**
 * Client configuration, validated with yup when the build starts (vite.config.ts) so that a bad
 * value fails the build, naming the variable, instead of surfacing as a broken page later. The
 * validated values reach the pages through client-config.ts, so yup itself never ships.
 * Only VITE_* variables reach the bundle; nothing secret may be listed here.
 */
const optionalUrl = (name: string) =>
  string()
    .trim()
    .transform((v: string | undefined) => (v === '' ? undefined : v))
    .test('url', `${name} must be a full http(s) URL, e.g. https://example.org`, isUnsetOrHttpUrl)
    .optional()

const optionalText = () =>
  string()
    .trim()
    .transform((v: string | undefined) => (v === '' ? undefined : v))
    .optional()

export const clientConfigSchema = object({
  VITE_SANITY_PROJECT_ID: optionalText().matches(
    /^[a-z0-9-]+$/,
    'VITE_SANITY_PROJECT_ID may only contain a-z, 0-9 and dashes',
  ),
  VITE_SANITY_DATASET: string()
    .trim()
    .matches(
      /^[a-z0-9][a-z0-9_-]{0,63}$/,
      'VITE_SANITY_DATASET must be 1-64 characters of a-z, 0-9, _ and -',
    )
    .default('production'),
  VITE_SANITY_API_HOST: optionalUrl('VITE_SANITY_API_HOST'),
  // Where the build fetches images uploaded in Sanity (tests point it at a local fake).
  VITE_SANITY_CDN_HOST: optionalUrl('VITE_SANITY_CDN_HOST'),
  VITE_EMAILJS_SERVICE_ID: optionalText(),
  VITE_EMAILJS_TEMPLATE_ID: optionalText(),
  // Volunteer sign-ups and their cancellations go out with their own templates.
  VITE_EMAILJS_SIGNUP_TEMPLATE_ID: optionalText(),
  VITE_EMAILJS_CANCELLATION_TEMPLATE_ID: optionalText(),
  VITE_EMAILJS_PUBLIC_KEY: optionalText(),
  VITE_EMAILJS_API_URL: optionalUrl('VITE_EMAILJS_API_URL').default('https://api.emailjs.com'),
  VITE_DONATION_FORM_URL: optionalUrl('VITE_DONATION_FORM_URL'),
  // Stripe's publishable key (public by design: it can only start what our server created).
  // Set, the donation form mounts Stripe's embedded Checkout; unset, it uses the hosted page.
  VITE_STRIPE_PUBLISHABLE_KEY: optionalText().matches(
    /^pk_(test|live)_[A-Za-z0-9]+$/,
    'VITE_STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_… or pk_live_…)',
  ),
  // Stripe's customer portal login page (it e-mails a monthly donor a link to their gift). Set,
  // /donate links to it and the thank-you page offers it when its own session is no proof.
  VITE_STRIPE_PORTAL_LOGIN_URL: optionalUrl('VITE_STRIPE_PORTAL_LOGIN_URL'),
  VITE_PUBLIC_URL: optionalUrl('VITE_PUBLIC_URL').default('http://localhost:4173'),
})

export type ClientConfig = InferType<typeof clientConfigSchema>

export function parseClientConfig(env: Record<string, unknown>): ClientConfig {
  try {
    return clientConfigSchema.validateSync(env, { abortEarly: false, stripUnknown: true })
  } catch (error) {
    const messages = (error as { errors?: string[] }).errors ?? [String(error)]
    throw new Error(`Invalid configuration:\n- ${messages.join('\n- ')}`)
  }
}
