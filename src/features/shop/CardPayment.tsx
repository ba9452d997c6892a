import type { Stripe } from '@stripe/stripe-js'
import { type ReactElement, useCallback, useId, useRef, useState } from 'react'
import { loadStripeJs } from '../../lib/load-stripe'
import { isOnlineNow, useOnline } from '../../lib/network-status'
import { EmbeddedCheckout } from '../../ui/EmbeddedCheckout'
import {
  type CartRequestLine,
  type CheckoutUi,
  requestShopCheckout,
  type ShopCheckoutOutcome,
} from './card-payment-api'

type Problem = Exclude<ShopCheckoutOutcome, { kind: 'embedded' } | { kind: 'redirect' }>

const NOT_CHARGED = 'You have not been charged, and your cart is kept.'

function problemText(problem: Problem): string {
  switch (problem.kind) {
    case 'refused':
      return problem.message
    case 'network':
      return `We could not reach our server. Please check your connection and try again. ${NOT_CHARGED}`
    case 'rate-limited':
      return `Too many payment attempts from this connection. Please wait a few minutes and try again. ${NOT_CHARGED}`
    case 'not-configured':
      return `Card payments are not available right now. ${NOT_CHARGED}`
    case 'payment-service-down':
      return `The payment service could not start your payment. Please try again shortly. ${NOT_CHARGED}`
    case 'failed':
      return `Something went wrong (error ${problem.status}). Please try again. ${NOT_CHARGED}`
  }
}

interface CardPaymentProps {
  items: readonly CartRequestLine[]
  publishableKey: string
  /** A one-line description of the order ("3 products, $69.97"). */
  summary: string
  /** Seams for tests. */
  loadStripe?: (publishableKey: string) => Promise<Stripe | undefined>
  request?: (items: readonly CartRequestLine[], ui: CheckoutUi) => Promise<ShopCheckoutOutcome>
  navigate?: (url: string) => void
  /** Whether the checkout was cancelled on Stripe's hosted page (?payment=cancelled). */
  cancelled?: boolean
}

/**
 * "Pay with card": our server makes a Stripe Checkout Session from the cart's product ids and
 * quantities, and Stripe's embedded Checkout takes the card, the US shipping address and the
 * e-mail. Should Stripe.js not load (blocked, too slow), the hosted Checkout page takes over.
 * Offline nothing is sent: the cart stays as it is.
 */
export function CardPayment({
  items,
  publishableKey,
  summary,
  loadStripe = loadStripeJs,
  request = requestShopCheckout,
  navigate = (url) => window.location.assign(url),
  cancelled = false,
}: CardPaymentProps): ReactElement {
  const id = useId()
  const online = useOnline()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<Problem | 'offline' | undefined>()
  const [checkout, setCheckout] = useState<{ stripe: Stripe; clientSecret: string }>()
  // A second press while the first is in flight must not create a second session.
  const inFlight = useRef(false)

  const pay = async () => {
    if (inFlight.current) return
    setProblem(undefined)
    if (!isOnlineNow()) {
      setProblem('offline')
      return
    }
    inFlight.current = true
    setBusy(true)
    // Stripe.js first: whether it loads decides which kind of session to ask for.
    const stripe = await loadStripe(publishableKey)
    const outcome = await request(items, stripe ? 'embedded' : 'hosted')
    if (outcome.kind === 'redirect') {
      navigate(outcome.url)
      return
    }
    inFlight.current = false
    setBusy(false)
    if (outcome.kind === 'embedded') {
      if (stripe) setCheckout({ stripe, clientSecret: outcome.clientSecret })
      else setProblem({ kind: 'failed', status: 200 })
      return
    }
    setProblem(outcome)
  }

  const close = useCallback(() => setCheckout(undefined), [])
  const failed = useCallback(() => {
    setCheckout(undefined)
    setProblem({ kind: 'payment-service-down' })
  }, [])

  if (checkout) {
    return (
      <EmbeddedCheckout
        stripe={checkout.stripe}
        clientSecret={checkout.clientSecret}
        description={
          <>
            You are paying for <strong>{summary}</strong>, plus what Stripe shows for shipping and
            tax. Card details go straight to Stripe.
          </>
        }
        changeLabel="Back to your order"
        onChange={close}
        onFailed={failed}
      />
    )
  }

  const offline = !online || problem === 'offline'
  return (
    <section className="card card-payment" aria-labelledby={`${id}-title`}>
      <div className="card__body">
        <h2 id={`${id}-title`} className="card-payment__title">
          Pay with card
        </h2>
        <p>
          You pay on Stripe's secure checkout, which asks for your card, your e-mail for the receipt
          and a US shipping address. Card details never touch our site.
        </p>
        {cancelled && !problem ? (
          <p className="card-payment__note" role="status">
            Payment cancelled: nothing was charged and your cart is as you left it.
          </p>
        ) : null}
        <div role="alert" className="card-payment__problem">
          {offline ? (
            <p>
              Paying needs an internet connection. Your cart is kept on this device: reconnect and
              try again.
            </p>
          ) : problem ? (
            <p>{problemText(problem)}</p>
          ) : null}
        </div>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => void pay()}
          disabled={busy || !online}
          aria-busy={busy}
        >
          {busy ? 'Starting secure checkout…' : 'Pay with card'}
        </button>
      </div>
    </section>
  )
}
