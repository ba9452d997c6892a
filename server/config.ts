import { join, resolve } from 'node:path'
import { mixed, number, object, string } from 'yup'
import { parseClientConfig } from '../src/lib/config'
import { isUnsetOrHttpUrl } from '../src/lib/http-url'
import { sanityProject } from '../src/lib/sanity-query'
import { VOLUNTEER_PATH } from '../src/lib/volunteer-page'
import type { StripeSettings } from './stripe-client'

/**
 * The server's environment, validated once at start-up with yup: a bad value stops the server
 * with a message naming the variable. STRIPE_SECRET_KEY never leaves this process.
 */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

/** A text variable; blank counts as unset. */
const text = () => string().trim().transform(blankToUndefined)

/** A whole-number variable; blank counts as unset. */
const wholeNumber = (
  name: string,
  typeMessage: string,
  integerMessage = `${name} must be a whole number`,
) =>
  number()
    .transform((value, original) => (blankToUndefined(original) === undefined ? undefined : value))
    .typeError(typeMessage)
    .integer(integerMessage)

const port = (name: string) =>
  wholeNumber(name, `${name} must be a port number`)
    .min(0, `${name} must be between 0 and 65535`)
    .max(65535, `${name} must be between 0 and 65535`)

/** One of a few words; blank counts as unset. */
const oneOf = <T extends string>(values: T[], message: string) =>
  mixed<T>()
    .transform(blankToUndefined)
    .oneOf([...values, undefined], message)

const serverConfigSchema = object({
  PORT: port('PORT').default(4173),
  HOST: string().trim().default('127.0.0.1'),
  DIST_DIR: string().trim().default('dist'),
  PUBLIC_URL: text().test(
    'url',
    'PUBLIC_URL must be a full http(s) URL, e.g. https://example.org',
    isUnsetOrHttpUrl,
  ),
  STRIPE_SECRET_KEY: text().matches(/^(sk|rk)_(test|live)_\w+$/, {
    message: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)',
    excludeEmptyString: true,
  }),
  STRIPE_API_HOST: text().matches(
    /^[a-zA-Z0-9.-]+$/,
    'STRIPE_API_HOST must be a host name, e.g. 127.0.0.1',
  ),
  STRIPE_API_PORT: port('STRIPE_API_PORT'),
  STRIPE_API_PROTOCOL: oneOf(['http', 'https'], 'STRIPE_API_PROTOCOL must be http or https'),
  SHOP_SHIPPING_CENTS: wholeNumber(
    'SHOP_SHIPPING_CENTS',
    'SHOP_SHIPPING_CENTS must be the flat shipping rate in cents, e.g. 599',
    'SHOP_SHIPPING_CENTS must be a whole number of cents',
  )
    .min(0, 'SHOP_SHIPPING_CENTS must be 0 or more')
    .max(100000, 'SHOP_SHIPPING_CENTS must be at most 100000 ($1,000)'),
  STRIPE_AUTOMATIC_TAX: oneOf(['true', 'false'], 'STRIPE_AUTOMATIC_TAX must be true or false'),
  TRUST_PROXY: wholeNumber(
    'TRUST_PROXY',
    'TRUST_PROXY must be the number of proxies in front of the server (0, 1, …)',
  )
    .min(0, 'TRUST_PROXY must be 0 or more')
    .default(0),
  VITE_PUBLIC_URL: text(),
  VITE_SANITY_PROJECT_ID: text(),
  NODE_ENV: string().trim(),
  SANITY_WEBHOOK_SECRET: text().min(
    16,
    'SANITY_WEBHOOK_SECRET must be at least 16 characters: the long random secret set on the ' +
      "webhook in Sanity's dashboard (e.g. from openssl rand -hex 32)",
  ),
  BUILDS_DIR: text().default('builds'),
  SANITY_PREVIEW_TOKEN: text().matches(/^\S{20,}$/, {
    message:
      "SANITY_PREVIEW_TOKEN must be a Sanity API token (a Viewer token from the project's API " +
      'settings: one word, no spaces)',
    excludeEmptyString: true,
  }),
  PREVIEW_PORT: port('PREVIEW_PORT'),
  REDIS_URL: text().matches(/^rediss?:\/\/\S+$/, 'REDIS_URL must be a redis:// or rediss:// URL'),
})
  // Settings that only make sense together.
  .test(
    'builds-dir',
    'BUILDS_DIR must not be DIST_DIR: a rebuild never writes into the folder being served',
    (raw) => !raw.SANITY_WEBHOOK_SECRET || resolve(raw.BUILDS_DIR) !== resolve(raw.DIST_DIR),
  )
  .test(
    'preview-needs',
    'SANITY_PREVIEW_TOKEN needs VITE_SANITY_PROJECT_ID and SANITY_WEBHOOK_SECRET: the preview ' +
      "reads the project's drafts and is rebuilt when Sanity's webhook says a draft changed",
    (raw) =>
      !raw.SANITY_PREVIEW_TOKEN || Boolean(raw.SANITY_WEBHOOK_SECRET && raw.VITE_SANITY_PROJECT_ID),
  )
  // In production Stripe must send donors back to the real site, never to a guessed localhost.
  .test(
    'public-url',
    "PUBLIC_URL must be set when NODE_ENV=production: the site's public address, where Stripe " +
      'sends donors back (e.g. https://harvestshare.org)',
    (raw) => raw.NODE_ENV !== 'production' || Boolean(raw.PUBLIC_URL),
  )

export type ServerConfig = ReturnType<typeof loadServerConfig>

export function loadServerConfig(env: Record<string, string | undefined>) {
  let raw: ReturnType<typeof serverConfigSchema.validateSync>
  try {
    raw = serverConfigSchema.validateSync(env, { abortEarly: false, stripUnknown: true })
  } catch (error) {
    const messages = (error as { errors?: string[] }).errors ?? [String(error)]
    throw new Error(`Invalid server configuration:\n- ${messages.join('\n- ')}`)
  }
  // The pages' own settings, read with the build's rules, so the server's feed asks the same
  // Sanity project and writes the same links as the build did.
  const client = parseClientConfig(env)
  const stripe: StripeSettings | undefined = raw.STRIPE_SECRET_KEY
    ? {
        secretKey: raw.STRIPE_SECRET_KEY,
        host: raw.STRIPE_API_HOST,
        port: raw.STRIPE_API_PORT,
        protocol: raw.STRIPE_API_PROTOCOL,
      }
    : undefined
  return {
    port: raw.PORT,
    host: raw.HOST,
    distDir: raw.DIST_DIR,
    // Where Stripe sends donors back: the explicit setting, else the site's canonical origin.
    publicUrl: raw.PUBLIC_URL ?? raw.VITE_PUBLIC_URL ?? `http://localhost:${raw.PORT}`,
    stripe,
    shop: {
      shippingCents: raw.SHOP_SHIPPING_CENTS,
      automaticTax: raw.STRIPE_AUTOMATIC_TAX === 'true',
    },
    trustedProxies: raw.TRUST_PROXY,
    /** Set: rate limits are shared through this Redis by every instance. */
    redisUrl: raw.REDIS_URL,
    /** The build's Sanity project (its VITE_SANITY_* variables); null without one. */
    sanity: sanityProject(client),
    /** The volunteer page's canonical URL, as the build wrote it into the sessions feed. */
    volunteerPageUrl: new URL(VOLUNTEER_PATH, client.VITE_PUBLIC_URL).href,
    /**
     * Set (SANITY_WEBHOOK_SECRET): Sanity's webhook rebuilds the site into `buildsDir` after a
     * publish. Unset: the server serves `distDir` and has no webhook.
     */
    publishing: raw.SANITY_WEBHOOK_SECRET
      ? { webhookSecret: raw.SANITY_WEBHOOK_SECRET, buildsDir: raw.BUILDS_DIR }
      : undefined,
    /**
     * Set (SANITY_PREVIEW_TOKEN, with the webhook and a Sanity project): staff signed in to the
     * Studio see the site built from Sanity's drafts at `port`, rebuilt into `buildsDir` when a
     * draft changes. The token never leaves this process and the preview's build.
     */
    preview: raw.SANITY_PREVIEW_TOKEN
      ? {
          token: raw.SANITY_PREVIEW_TOKEN,
          port: raw.PREVIEW_PORT ?? raw.PORT + 1,
          buildsDir: join(raw.BUILDS_DIR, 'preview'),
        }
      : undefined,
  }
}
