import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CardTotals } from './CheckoutView'
import * as api from './card-payment-api'

afterEach(cleanup)

describe('CardTotals', () => {
  it('shows the configured flat shipping rate and the total Stripe will charge, no invented tax', async () => {
    vi.spyOn(api, 'fetchShopTerms').mockResolvedValue({ shippingCents: 599, automaticTax: false })
    render(<CardTotals productCount={2} subCents={6997} />)
    expect(await screen.findByText('$5.99')).toBeTruthy()
    expect(screen.getByTestId('summary-total').textContent).toBe('$75.96')
    expect(screen.queryByText('Vat')).toBeNull()
    expect(screen.queryByText('Eco Tax')).toBeNull()
  })

  it('says tax is calculated at payment when Stripe Tax is on', async () => {
    vi.spyOn(api, 'fetchShopTerms').mockResolvedValue({ shippingCents: null, automaticTax: true })
    render(<CardTotals productCount={1} subCents={2499} />)
    expect(await screen.findByText('Calculated at payment')).toBeTruthy()
    expect(screen.getByText('Total before tax')).toBeTruthy()
    expect(screen.getByTestId('summary-delivery').textContent).toBe('$0.00')
  })

  it('says "Shown at payment" when the terms cannot be read', async () => {
    vi.spyOn(api, 'fetchShopTerms').mockResolvedValue(undefined)
    render(<CardTotals productCount={1} subCents={2499} />)
    expect(await screen.findAllByText('Shown at payment')).toHaveLength(2)
  })
})
