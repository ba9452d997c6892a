import { describe, expect, it } from 'vitest'
import { loadServerConfig } from './config'

describe('server configuration', () => {
  it('runs a complete site with nothing set, donations off', () => {
    expect(loadServerConfig({})).toEqual({
      port: 4173,
      host: '127.0.0.1',
      distDir: 'dist',
      publicUrl: 'http://localhost:4173',
      stripe: undefined,
      shop: { shippingCents: undefined, automaticTax: false },
      trustedProxies: 0,
      redisUrl: undefined,
      sanity: null,
      volunteerPageUrl: 'http://localhost:4173/volunteer',
      publishing: undefined,
      preview: undefined,
    })
  })

  it('serves a preview with a read token, the webhook and a project, and says what it needs', () => {
    const token = `sk${'x'.repeat(40)}`
    const publishing = { SANITY_WEBHOOK_SECRET: 'a'.repeat(32), VITE_SANITY_PROJECT_ID: 'abc123' }
    expect(loadServerConfig({ ...publishing, SANITY_PREVIEW_TOKEN: token }).preview).toEqual({
      token,
      port: 4174,
      buildsDir: 'builds/preview',
    })
    expect(
      loadServerConfig({ ...publishing, SANITY_PREVIEW_TOKEN: token, PREVIEW_PORT: '9000' }).preview
        ?.port,
    ).toBe(9000)
    expect(() => loadServerConfig({ SANITY_PREVIEW_TOKEN: token })).toThrow(
      'SANITY_PREVIEW_TOKEN needs VITE_SANITY_PROJECT_ID and SANITY_WEBHOOK_SECRET',
    )
    expect(() => loadServerConfig({ ...publishing, SANITY_PREVIEW_TOKEN: 'not a token' })).toThrow(
      'SANITY_PREVIEW_TOKEN must be a Sanity API token',
    )
  })

  it('takes a long webhook secret for publishing, and refuses a short one or builds into DIST_DIR', () => {
    const secret = 'a'.repeat(32)
    expect(loadServerConfig({ SANITY_WEBHOOK_SECRET: secret }).publishing).toEqual({
      webhookSecret: secret,
      buildsDir: 'builds',
    })
    expect(() => loadServerConfig({ SANITY_WEBHOOK_SECRET: 'short' })).toThrow(
      'SANITY_WEBHOOK_SECRET must be at least 16 characters',
    )
    expect(() =>
      loadServerConfig({ SANITY_WEBHOOK_SECRET: secret, DIST_DIR: 'site', BUILDS_DIR: './site/' }),
    ).toThrow('BUILDS_DIR must not be DIST_DIR')
  })

  it("reads the build's Sanity project and canonical address for the volunteers' feed", () => {
    const config = loadServerConfig({
      VITE_SANITY_PROJECT_ID: 'abc123',
      VITE_PUBLIC_URL: 'https://harvestshare.org',
    })
    expect(config.sanity).toEqual({ projectId: 'abc123', dataset: 'production' })
    expect(config.volunteerPageUrl).toBe('https://harvestshare.org/volunteer')
    expect(() => loadServerConfig({ VITE_SANITY_PROJECT_ID: 'Not Valid' })).toThrow(
      'VITE_SANITY_PROJECT_ID may only contain',
    )
  })

  it('reads the shop flat shipping rate in cents and whether Stripe Tax is on', () => {
    expect(
      loadServerConfig({ SHOP_SHIPPING_CENTS: '599', STRIPE_AUTOMATIC_TAX: 'true' }).shop,
    ).toEqual({ shippingCents: 599, automaticTax: true })
    expect(loadServerConfig({ SHOP_SHIPPING_CENTS: '0' }).shop.shippingCents).toBe(0)
  })

  it.each([
    ['SHOP_SHIPPING_CENTS', '5.99', 'whole number of cents'],
    ['SHOP_SHIPPING_CENTS', '-1', '0 or more'],
    ['SHOP_SHIPPING_CENTS', 'free', 'flat shipping rate in cents'],
    ['SHOP_SHIPPING_CENTS', '100001', 'at most 100000'],
    ['STRIPE_AUTOMATIC_TAX', 'yes', 'true or false'],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => loadServerConfig({ [name]: value })).toThrow(message)
  })

  it('treats empty values as unset', () => {
    const config = loadServerConfig({ STRIPE_SECRET_KEY: '', PORT: '', STRIPE_API_PORT: '' })
    expect(config.stripe).toBeUndefined()
    expect(config.port).toBe(4173)
  })

  it('points the Stripe SDK where STRIPE_API_* say', () => {
    const config = loadServerConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
      PUBLIC_URL: 'https://harvestshare.org',
      PORT: '8080',
      TRUST_PROXY: '1',
    })
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_abc123',
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    })
    expect(config.publicUrl).toBe('https://harvestshare.org')
    expect(config.port).toBe(8080)
    expect(config.trustedProxies).toBe(1)
  })

  it('sends donors back to the canonical site URL when PUBLIC_URL is not set', () => {
    expect(loadServerConfig({ VITE_PUBLIC_URL: 'https://harvestshare.org' }).publicUrl).toBe(
      'https://harvestshare.org',
    )
  })

  it('names every bad variable in one error, without echoing the key', () => {
    const bad = () =>
      loadServerConfig({
        STRIPE_SECRET_KEY: 'pk_live_publishable',
        STRIPE_API_PORT: 'eighty',
        STRIPE_API_PROTOCOL: 'ftp',
        PUBLIC_URL: 'harvestshare.org',
        PORT: '70000',
        TRUST_PROXY: 'yes',
      })
    for (const name of [
      'STRIPE_SECRET_KEY',
      'STRIPE_API_PORT',
      'STRIPE_API_PROTOCOL',
      'PUBLIC_URL',
      'PORT',
      'TRUST_PROXY',
    ]) {
      expect(bad).toThrowError(new RegExp(name))
    }
    expect(bad).not.toThrowError(/pk_live_publishable/)
  })

  it('refuses to start in production without PUBLIC_URL, naming it', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL must be set/)
    expect(() =>
      loadServerConfig({ NODE_ENV: 'production', VITE_PUBLIC_URL: 'https://harvestshare.org' }),
    ).toThrow(/PUBLIC_URL/)
    expect(
      loadServerConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://harvestshare.org' })
        .publicUrl,
    ).toBe('https://harvestshare.org')
  })
})
