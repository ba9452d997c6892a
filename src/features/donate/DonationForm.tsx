import { FormikProvider, useFormik } from 'formik'
import { type ReactElement, useId, useRef, useState } from 'react'
import { config } from '../../lib/client-config'
import { amountSchema, dollarsToCents, donationSchema } from '../../lib/donation-rules'
import { formatCents } from '../../lib/money'
import { isOnlineNow } from '../../lib/network-status'
import { FieldError, FormField, useFormField } from '../../ui/form/FormField'
import { useFocusFirstInvalid } from '../../ui/form/focus-first-invalid'
import { CheckoutProblem, type Problem } from './CheckoutProblem'
import { requestCheckout } from './request-checkout'
import { useMounted } from './use-mounted'
import './donation-form.css'

export const QUICK_AMOUNTS = [10, 25, 50, 100] as const

interface FormValues {
  amount: string
  name: string
  email: string
}

interface DonationFormProps {
  /** The embedded donation form, offered when card donations are not configured. */
  donationFormUrl?: string | undefined
  /** Where the browser goes for Stripe Checkout; a seam for tests. */
  navigate?: (url: string) => void
}

function previewAmount(amount: string): string | undefined {
  try {
    const value = amountSchema.validateSync(amount)
    return value === undefined ? undefined : formatCents(dollarsToCents(value))
  } catch {
    return undefined
  }
}

/**
 * The card-donation form: amount (quick choices or custom), name and e-mail, checked by the same
 * rules as the server; Donate Now asks our server for a Stripe Checkout Session and sends the
 * browser there. Every way that can fail gets its own message.
 */
export function DonationForm({
  donationFormUrl = config.VITE_DONATION_FORM_URL,
  navigate = (url) => window.location.assign(url),
}: DonationFormProps): ReactElement {
  const id = useId()
  const mounted = useMounted()
  const [problem, setProblem] = useState<Problem | undefined>()
  const [redirecting, setRedirecting] = useState(false)
  // A second press while the first is in flight must not create a second session.
  const inFlight = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)

  const formik = useFormik<FormValues>({
    initialValues: { amount: '25', name: '', email: '' },
    validationSchema: donationSchema,
    onSubmit: async (values, helpers) => {
      if (inFlight.current) return
      setProblem(undefined)
      if (!isOnlineNow()) {
        setProblem({ kind: 'offline' })
        return
      }
      inFlight.current = true
      const outcome = await requestCheckout(donationSchema.cast(values))
      if (outcome.kind === 'redirect') {
        setRedirecting(true)
        navigate(outcome.url)
        return
      }
      inFlight.current = false
      if (outcome.kind === 'invalid') {
        helpers.setErrors(outcome.fields)
        await helpers.setTouched({ amount: true, name: true, email: true }, false)
      }
      setProblem(outcome)
    },
  })

  // After a submit attempt the form or the server refused, take the donor to the first problem.
  useFocusFirstInvalid(formRef, formik)

  const busy = formik.isSubmitting || redirecting
  const preview = previewAmount(formik.values.amount)

  return (
    <FormikProvider value={formik}>
      <form
        ref={formRef}
        className="donation-form card"
        noValidate
        onSubmit={formik.handleSubmit}
        aria-labelledby={`${id}-title`}
      >
        <div className="card__body">
          <h2 id={`${id}-title`} className="donation-form__title">
            Give by card
          </h2>
          <p className="donation-form__lead">
            Choose an amount and you will finish on Stripe's secure checkout page. Card details
            never touch our site.
          </p>

          <fieldset className="donation-form__amounts">
            <legend>Amount</legend>
            <div className="donation-form__chips">
              {QUICK_AMOUNTS.map((amount) => (
                <button
                  key={amount}
                  type="button"
                  className="donation-form__chip"
                  aria-pressed={Number(formik.values.amount) === amount}
                  onClick={() => void formik.setFieldValue('amount', String(amount))}
                >
                  ${amount}
                </button>
              ))}
            </div>
            <AmountField id={`${id}-amount`} />
          </fieldset>

          <FormField
            name="name"
            id={`${id}-name`}
            label="Full name"
            autoComplete="name"
            maxLength={100}
          />
          <FormField
            name="email"
            id={`${id}-email`}
            label="E-mail (for your receipt)"
            type="email"
            autoComplete="email"
          />

          <div className="donation-form__problem" role="alert">
            {problem ? (
              <CheckoutProblem problem={problem} donationFormUrl={donationFormUrl} />
            ) : null}
          </div>

          <button
            type="submit"
            className="btn btn--accent donation-form__submit"
            disabled={!mounted || busy}
            aria-describedby={`${id}-status`}
          >
            {busy ? (
              <>
                <span className="donation-form__spinner" aria-hidden="true" />
                {redirecting ? 'Opening secure checkout…' : 'Starting your donation…'}
              </>
            ) : (
              'Donate Now'
            )}
          </button>
          <p id={`${id}-status`} className="donation-form__summary" aria-live="polite">
            {busy
              ? 'Please wait, do not close this page.'
              : preview
                ? `You are giving ${preview} (USD).`
                : ''}
          </p>
        </div>
      </form>
    </FormikProvider>
  )
}

/** The amount: a form field of its own shape, with the dollar sign before the box. */
function AmountField({ id }: { id: string }): ReactElement {
  const amount = useFormField('amount', { id })
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={amount.id}>
        Amount in US dollars (or type your own)
      </label>
      <div className="donation-form__money">
        <span aria-hidden="true">$</span>
        <input
          {...amount.control}
          className="form-field__control"
          type="text"
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
      <FieldError wiring={amount} />
    </div>
  )
}
