import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as orders from '../../db/orders'
import type { OrderStatusOutcome, PaidOrderStatus } from './card-payment-api'
import * as api from './card-payment-api'
import { PaidOrder, paidOrderLines } from './PaidOrder'

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => (
    <a href={to}>{children}</a>
  ),
}))

afterEach(cleanup)

const paid: PaidOrderStatus = {
  status: 'complete',
  currency: 'usd',
  items: [
    { productId: 'product-1', name: 'Rescued Recipes Cookbook', quantity: 2, amount: 4998 },
    { productId: null, name: 'Retired tote', quantity: 1, amount: 1500 },
  ],
  shipping: 599,
  tax: null,
  total: 7097,
}
const found = (order: Partial<PaidOrderStatus> = {}): OrderStatusOutcome => ({
  kind: 'found',
  order: { ...paid, ...order },
})

/** Shows the page for a session our server answers about with `outcome`; returns the store spy. */
function renderPaid(outcome: OrderStatusOutcome) {
  const fetchStatus = vi.spyOn(api, 'fetchOrderStatus').mockResolvedValue(outcome)
  const store = vi.spyOn(orders, 'recordPaidOrder').mockResolvedValue({} as never)
  render(<PaidOrder sessionId="cs_test_abc" />)
  expect(fetchStatus).toHaveBeenCalledWith('cs_test_abc')
  return store
}

describe('PaidOrder', () => {
  it('shows Stripe’s lines, shipping and total, then stores the paid order', async () => {
    const store = renderPaid(found())
    expect(await screen.findByRole('heading', { name: 'Thank You For Your Order!' })).toBeTruthy()
    const lines = screen.getByTestId('paid-order-lines').textContent ?? ''
    expect(lines).toContain('Rescued Recipes Cookbook× 2$49.98')
    expect(screen.getByText('$5.99')).toBeTruthy()
    expect(screen.getByTestId('paid-total').textContent).toBe('$70.97')
    expect(screen.queryByText('Vat')).toBeNull()
    await waitFor(() =>
      expect(store).toHaveBeenCalledWith(expect.anything(), {
        sessionId: 'cs_test_abc',
        lines: paidOrderLines(paid),
      }),
    )
  })

  it.each([
    ['open', 'This payment is not complete yet.'],
    ['expired', 'This checkout expired before it was paid.'],
  ] as const)('an %s session stores nothing and keeps the cart', async (status, text) => {
    const store = renderPaid(found({ status }))
    expect(await screen.findByText(text)).toBeTruthy()
    expect(screen.getByText('Nothing was charged and your cart is kept.')).toBeTruthy()
    expect(store).not.toHaveBeenCalled()
  })

  it.each([
    [{ kind: 'not-found' }, 'We could not find this order.'],
    [{ kind: 'network' }, 'We could not reach our server'],
    [{ kind: 'failed', status: 502 }, 'The payment service could not be asked'],
  ] as const)('says what went wrong for %o and stores nothing', async (outcome, text) => {
    const store = renderPaid(outcome)
    await screen.findByText((content) => content.includes(text))
    expect(store).not.toHaveBeenCalled()
  })
})

describe('paidOrderLines', () => {
  it('keeps Stripe’s names, quantities and unit amounts, with the catalogue’s picture', () => {
    const lines = paidOrderLines(paid)
    expect(lines[0]).toMatchObject({
      productId: 'product-1',
      title: 'Rescued Recipes Cookbook',
      priceCents: 2499,
      qty: 2,
    })
    expect(lines[0]?.imageSrc).toMatch(/rescued-recipes-cookbook/)
    expect(lines[1]).toEqual({
      productId: 'stripe-line-1',
      title: 'Retired tote',
      imageSrc: '',
      priceCents: 1500,
      qty: 1,
    })
  })
})
