import type { Stripe } from '@stripe/stripe-js'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as stripeJs from '../../lib/load-stripe'
import { CardPayment } from './CardPayment'
import type { ShopCheckoutOutcome } from './card-payment-api'
import * as api from './card-payment-api'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const items = [
  { productId: 'product-1', quantity: 2 },
  { productId: 'product-2', quantity: 1 },
]

function fakeStripe(): Stripe {
  return {
    createEmbeddedCheckoutPage: vi.fn(async () => ({ mount: vi.fn(), destroy: vi.fn() })),
  } as unknown as Stripe
}

function setup(
  options: { stripe?: Stripe | undefined; outcome?: ShopCheckoutOutcome; cancelled?: boolean } = {},
) {
  const loadStripe = vi
    .spyOn(stripeJs, 'loadStripeJs')
    .mockImplementation(async () => ('stripe' in options ? options.stripe : fakeStripe()))
  const request = vi
    .spyOn(api, 'requestShopCheckout')
    .mockImplementation(
      async () =>
        options.outcome ?? { kind: 'embedded' as const, clientSecret: 'cs_test_a_secret_b' },
    )
  const navigate = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
  render(
    <CardPayment
      items={items}
      publishableKey="pk_test_abc"
      summary="2 products, $69.97"
      cancelled={options.cancelled}
    />,
  )
  return { loadStripe, request, navigate }
}

const payButton = () => screen.getByRole('button', { name: 'Pay with card' })

describe('CardPayment', () => {
  it('loads Stripe.js on Pay, asks for an embedded session and mounts it', async () => {
    const { loadStripe, request } = setup()
    expect(loadStripe).not.toHaveBeenCalled()
    fireEvent.click(payButton())
    expect(await screen.findByRole('heading', { name: 'Secure checkout' })).toBeTruthy()
    expect(loadStripe).toHaveBeenCalledWith('pk_test_abc')
    expect(request).toHaveBeenCalledWith(items, 'embedded')
    expect(screen.getByText('2 products, $69.97')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back to your order' }))
    expect(payButton()).toBeTruthy()
  })

  it('goes to Stripe’s hosted page when Stripe.js cannot load', async () => {
    const { request, navigate } = setup({
      stripe: undefined,
      outcome: { kind: 'redirect', url: 'https://checkout.stripe.com/c/pay/cs_test_a' },
    })
    fireEvent.click(payButton())
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_a'),
    )
    expect(request).toHaveBeenCalledWith(items, 'hosted')
  })

  it('shows the server’s words when it refuses the cart', async () => {
    setup({
      outcome: { kind: 'refused', message: 'One of the products is no longer in the shop.' },
    })
    fireEvent.click(payButton())
    // The alert may be on the page before the answer is in it: wait for the words themselves.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'One of the products is no longer in the shop.',
      ),
    )
  })

  it.each([
    [{ kind: 'payment-service-down' }, 'could not start your payment'],
    [{ kind: 'network' }, 'could not reach our server'],
    [{ kind: 'rate-limited', retryAfterSeconds: undefined }, 'Too many payment attempts'],
    [{ kind: 'not-configured' }, 'not available right now'],
  ] as const)('says %o failed, and that the cart is kept', async (outcome, text) => {
    setup({ outcome })
    fireEvent.click(payButton())
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(text))
    expect(screen.getByRole('alert').textContent).toContain('your cart is kept')
  })

  it('offline, says payment needs a connection and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { loadStripe, request } = setup()
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Paying needs an internet connection',
      ),
    )
    expect((payButton() as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(payButton())
    expect(loadStripe).not.toHaveBeenCalled()
    expect(request).not.toHaveBeenCalled()
  })

  it('says a cancelled payment left the cart as it was', () => {
    setup({ cancelled: true })
    expect(screen.getByRole('status').textContent).toContain('Payment cancelled')
  })
})
