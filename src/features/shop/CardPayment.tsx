import { type ReactElement, useId, useRef, useState } from 'react'
import { t } from '../../lib/i18n/translate'
import { loadStripeJs } from '../../lib/load-stripe'
import { isOnlineNow, useOnline } from '../../lib/network-status'
import { EmbeddedCheckout } from '../../ui/EmbeddedCheckout'
import { useEmbeddedCheckout } from '../../ui/use-embedded-checkout'
import { requestShopCheckout, type ShopCheckoutOutcome } from './card-payment-api'
import type { OrderLine } from './order-request'
import { richText } from './rich-text'

type Problem = Exclude<ShopCheckoutOutcome, { kind: 'embedded' } | { kind: 'redirect' }>

/** What went wrong, then that nothing was charged, in the page's language. */
function problemText(problem: Problem): string {
  // The server's refusal (an unknown product, a bad quantity) comes in its own words, as sent.
  if (problem.kind === 'refused') return problem.message
  const what =
    problem.kind === 'network'
      ? t('shop.pay.network')
      : problem.kind === 'rate-limited'
        ? t('shop.pay.rateLimited')
        : problem.kind === 'not-configured'
          ? t('shop.pay.notConfigured')
          : problem.kind === 'payment-service-down'
            ? t('shop.pay.serviceDown')
            : t('shop.pay.failed', { status: problem.status })
  return `${what} ${t('shop.pay.notCharged')}`
}

interface CardPaymentProps {
  items: readonly OrderLine[]
  publishableKey: string
  /** A one-line description of the order ("3 products, $69.97"). */
  summary: string
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
  cancelled = false,
}: CardPaymentProps): ReactElement {
  const id = useId()
  const online = useOnline()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<Problem | 'offline' | undefined>()
  const { checkout, open, close, failed } = useEmbeddedCheckout(() =>
    setProblem({ kind: 'payment-service-down' }),
  )
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
    const stripe = await loadStripeJs(publishableKey)
    const outcome = await requestShopCheckout(items, stripe ? 'embedded' : 'hosted')
    if (outcome.kind === 'redirect') {
      window.location.assign(outcome.url)
      return
    }
    inFlight.current = false
    setBusy(false)
    if (outcome.kind === 'embedded') {
      if (stripe) open({ stripe, clientSecret: outcome.clientSecret })
      else setProblem({ kind: 'failed', status: 200 })
      return
    }
    setProblem(outcome)
  }

  if (checkout) {
    return (
      <EmbeddedCheckout
        stripe={checkout.stripe}
        clientSecret={checkout.clientSecret}
        description={richText('shop.pay.paying', { summary: <strong>{summary}</strong> })}
        changeLabel={t('shop.pay.back')}
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
          {t('shop.pay.title')}
        </h2>
        <p>{t('shop.pay.intro')}</p>
        {cancelled && !problem ? (
          <p className="card-payment__note" role="status">
            {t('shop.pay.cancelled')}
          </p>
        ) : null}
        <div role="alert" className="card-payment__problem">
          {offline ? (
            <p>{t('shop.pay.offline')}</p>
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
          {busy ? t('shop.pay.starting') : t('shop.pay.title')}
        </button>
      </div>
    </section>
  )
}
