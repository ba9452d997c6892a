import { describe, expect, it } from 'vitest'
import { parseClientConfig } from './config'

describe('client configuration', () => {
  it('gives working defaults when nothing is set', () => {
    const config = parseClientConfig({})
    expect(config.VITE_SANITY_DATASET).toBe('production')
    expect(config.VITE_SANITY_PROJECT_ID).toBeUndefined()
    expect(config.VITE_EMAILJS_API_URL).toBe('https://api.emailjs.com')
    expect(config.VITE_DONATION_FORM_URL).toBeUndefined()
  })

  it('treats empty strings as unset', () => {
    expect(parseClientConfig({ VITE_SANITY_PROJECT_ID: '' }).VITE_SANITY_PROJECT_ID).toBeUndefined()
  })

  it('accepts local URLs, which tests point at fakes', () => {
    const config = parseClientConfig({ VITE_SANITY_API_HOST: 'http://127.0.0.1:5555' })
    expect(config.VITE_SANITY_API_HOST).toBe('http://127.0.0.1:5555')
  })

  it('names every bad variable in one error', () => {
    const bad = () =>
      parseClientConfig({ VITE_SANITY_PROJECT_ID: 'Not Valid!', VITE_DONATION_FORM_URL: 'x' })
    expect(bad).toThrowError(/VITE_SANITY_PROJECT_ID/)
    expect(bad).toThrowError(/VITE_DONATION_FORM_URL/)
  })

  it('takes a Stripe publishable key and nothing that looks like a secret one', () => {
    expect(parseClientConfig({}).VITE_STRIPE_PUBLISHABLE_KEY).toBeUndefined()
    expect(
      parseClientConfig({ VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_51abcXYZ' })
        .VITE_STRIPE_PUBLISHABLE_KEY,
    ).toBe('pk_test_51abcXYZ')
    for (const bad of ['sk_test_51abc', 'rk_live_1', 'pk_test_', 'pk_prod_1']) {
      expect(() => parseClientConfig({ VITE_STRIPE_PUBLISHABLE_KEY: bad })).toThrowError(
        /VITE_STRIPE_PUBLISHABLE_KEY/,
      )
    }
  })

  it('takes the customer portal login link as a full URL, naming the variable otherwise', () => {
    const link = 'https://billing.stripe.com/p/login/test_abc'
    expect(
      parseClientConfig({ VITE_STRIPE_PORTAL_LOGIN_URL: link }).VITE_STRIPE_PORTAL_LOGIN_URL,
    ).toBe(link)
    expect(parseClientConfig({}).VITE_STRIPE_PORTAL_LOGIN_URL).toBeUndefined()
    expect(() =>
      parseClientConfig({ VITE_STRIPE_PORTAL_LOGIN_URL: 'billing.stripe.com/p/login/x' }),
    ).toThrowError(/VITE_STRIPE_PORTAL_LOGIN_URL must be a full http\(s\) URL/)
  })

  it('reads the sign-up and cancellation templates, trimmed, and leaves them unset when empty', () => {
    const config = parseClientConfig({
      VITE_EMAILJS_SIGNUP_TEMPLATE_ID: ' template_signup ',
      VITE_EMAILJS_CANCELLATION_TEMPLATE_ID: '',
    })
    expect(config.VITE_EMAILJS_SIGNUP_TEMPLATE_ID).toBe('template_signup')
    expect(config.VITE_EMAILJS_CANCELLATION_TEMPLATE_ID).toBeUndefined()
  })
})
