import type { Stripe, StripeEmbeddedCheckout } from '@stripe/stripe-js'
import { type ReactElement, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { t } from '../lib/i18n/translate'
import './embedded-checkout.css'

interface EmbeddedCheckoutProps {
  stripe: Stripe
  clientSecret: string
  /** What is being paid for, in words, shown above Stripe's frame. */
  description: ReactNode
  /** The button back to the page's own form ("Change your gift"). */
  changeLabel: string
  /** Back to the form; the checkout is destroyed first. */
  onChange: () => void
  /** Stripe.js could not create the checkout: the page's form takes over again. */
  onFailed: () => void
}

/**
 * Stripe's embedded Checkout, mounted in our page: card details go into Stripe's own frame and
 * never touch our site. When the payment completes, Stripe sends the browser to the session's
 * return_url (the donation's thank-you page, the shop's order page). Shared by donations and shop. The heading takes the focus, so keyboard and screen-reader
 * users know the form was replaced.
 */
export function EmbeddedCheckout({
  stripe,
  clientSecret,
  description,
  changeLabel,
  onChange,
  onFailed,
}: EmbeddedCheckoutProps): ReactElement {
  const id = useId()
  const mountRef = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const sectionRef = useRef<HTMLElement>(null)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    // The whole card in view (below the sticky header), not just its heading.
    headingRef.current?.focus({ preventScroll: true })
    sectionRef.current?.scrollIntoView?.({ block: 'start' })
    let checkout: StripeEmbeddedCheckout | undefined
    let cancelled = false
    stripe
      .createEmbeddedCheckoutPage({ clientSecret })
      .then((created) => {
        // Stripe allows one embedded Checkout at a time: one made after unmount goes at once.
        if (cancelled || !mountRef.current) {
          created.destroy()
          return
        }
        checkout = created
        created.mount(mountRef.current)
        setReady(true)
      })
      .catch(() => {
        if (!cancelled) onFailed()
      })
    return () => {
      cancelled = true
      checkout?.destroy()
    }
  }, [stripe, clientSecret, onFailed])

  return (
    <section ref={sectionRef} className="embedded-checkout card" aria-labelledby={`${id}-title`}>
      <div className="card__body">
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="embedded-checkout__title">
          {t('shared.secureCheckout')}
        </h2>
        <p className="embedded-checkout__summary">{description}</p>
        <button
          type="button"
          className="btn btn--outline embedded-checkout__change"
          onClick={onChange}
        >
          {changeLabel}
        </button>
        <p className="embedded-checkout__loading" role="status">
          {ready ? '' : 'Loading Stripe’s secure checkout…'}
        </p>
        <div ref={mountRef} className="embedded-checkout__frame" data-testid="embedded-checkout" />
      </div>
    </section>
  )
}
