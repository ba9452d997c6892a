import type { Stripe } from '@stripe/stripe-js'
import { useCallback, useRef, useState } from 'react'

/** What an open embedded Checkout needs; a page may keep more beside it (the gift's summary). */
export interface OpenCheckout {
  stripe: Stripe
  clientSecret: string
}

/**
 * Whether a page shows Stripe's embedded Checkout (EmbeddedCheckout.tsx) or its own form, shared
 * by donations and the shop. `close` goes back to the form; `failed` does too, then tells the
 * page, which says the payment service is down. Both keep their identity across renders, since
 * the checkout is mounted again whenever its callbacks change.
 */
export function useEmbeddedCheckout<Checkout extends OpenCheckout>(onFailed: () => void) {
  const [checkout, setCheckout] = useState<Checkout | undefined>()
  const onFailedRef = useRef(onFailed)
  onFailedRef.current = onFailed
  const close = useCallback(() => setCheckout(undefined), [])
  const failed = useCallback(() => {
    setCheckout(undefined)
    onFailedRef.current()
  }, [])
  return { checkout, open: setCheckout as (checkout: Checkout) => void, close, failed }
}
