import { afterEach, describe, expect, it, vi } from 'vitest'

const loadStripe = vi.fn()
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }))

const { loadStripeJs } = await import('./load-stripe')

afterEach(() => {
  loadStripe.mockReset()
  vi.useRealTimers()
})

describe('loadStripeJs', () => {
  it('answers Stripe once Stripe.js has loaded, for the publishable key', async () => {
    const stripe = { createEmbeddedCheckoutPage: vi.fn() }
    loadStripe.mockResolvedValue(stripe)
    expect(await loadStripeJs('pk_test_1')).toBe(stripe)
    expect(loadStripe).toHaveBeenCalledWith('pk_test_1')
  })

  it('answers undefined when the script fails to load (blocked, CSP, offline)', async () => {
    loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'))
    expect(await loadStripeJs('pk_test_1')).toBeUndefined()
  })

  it('answers undefined when loadStripe gives null (no window)', async () => {
    loadStripe.mockResolvedValue(null)
    expect(await loadStripeJs('pk_test_1')).toBeUndefined()
  })

  it('gives up after the timeout, so the donor is not left waiting', async () => {
    vi.useFakeTimers()
    loadStripe.mockReturnValue(new Promise(() => {}))
    const loading = loadStripeJs('pk_test_1')
    await vi.advanceTimersByTimeAsync(8_000)
    expect(await loading).toBeUndefined()
  })
})
