import { organisation } from 'virtual:content/organisation'
import { useHydrated } from '@tanstack/react-router'
import { useFormik, validateYupSchema, yupToFormErrors } from 'formik'
import { type ReactElement, useId, useRef, useState } from 'react'
import { config } from '../../lib/client-config'
import { groupDigits } from '../../lib/digits'
import {
  amountSchema,
  type CheckoutUi,
  type Donation,
  dollarsToCents,
  donationSchema,
  type Frequency,
  type Tribute,
} from '../../lib/donation-rules'
import { activeLocale, t } from '../../lib/i18n/translate'
import { loadStripeJs } from '../../lib/load-stripe'
import { mealsFromCents } from '../../lib/meals'
import { formatCents } from '../../lib/money'
import { isOnlineNow } from '../../lib/network-status'
import { EmbeddedCheckout } from '../../ui/EmbeddedCheckout'
import { ChoiceField } from '../../ui/form/ChoiceField'
import { FieldError, FormField, useFormField } from '../../ui/form/FormField'
import { FormikForm } from '../../ui/form/focus-first-invalid'
import { type OpenCheckout, useEmbeddedCheckout } from '../../ui/use-embedded-checkout'
import { CheckoutProblem, type Problem } from './CheckoutProblem'
import { localizeDonationErrors } from './donation-errors'
import { giftSummary } from './gift-summary'
import { requestCheckout } from './request-checkout'
import './donation-form.css'

const QUICK_AMOUNTS = [10, 25, 50, 100] as const

const initialValues = {
  amount: '25',
  name: '',
  email: '',
  frequency: 'once' as Frequency,
  tribute: 'none' as Tribute,
  tributeName: '',
  tributeEmail: '',
}

type FormValues = typeof initialValues

interface Mounted extends OpenCheckout {
  summary: string
}

function previewCents(amount: string): number | undefined {
  return amountSchema.isValidSync(amount) ? dollarsToCents(amountSchema.cast(amount)) : undefined
}

const mealsText = (cents: number) => {
  const meals = mealsFromCents(cents)
  return t('donate.form.aboutMeals', { count: groupDigits(meals) })
}

// Functions, not constants: the labels are in the page's language, known once it has started.
const frequencyChoices = () =>
  [
    { value: 'once', label: t('donate.form.once') },
    { value: 'monthly', label: t('donate.form.monthly') },
  ] as const

const tributeChoices = () =>
  [
    { value: 'none', label: t('donate.form.tributeNone') },
    { value: 'honour', label: t('donate.form.tributeHonour') },
    { value: 'memory', label: t('donate.form.tributeMemory') },
  ] as const

/**
 * The shared rules, as Formik's validationSchema runs them, with their messages in the page's
 * language (the rules themselves are the server's too, which answers in English).
 */
const validate = (values: FormValues) =>
  validateYupSchema(values, donationSchema).then(
    () => ({}),
    (error: unknown) => localizeDonationErrors(yupToFormErrors<FormValues>(error)),
  )

/**
 * The card-donation form: amount (quick choices or custom, each with the meals it helps
 * provide), one time or monthly, an optional dedication, name and e-mail, checked by the same
 * rules as the server. Donate Now loads Stripe.js (only then) and mounts Stripe's embedded
 * Checkout in the page; when Stripe.js cannot load, or no publishable key is configured, it
 * sends the browser to Stripe's hosted Checkout instead. Every way that can fail gets its own
 * message.
 */
export function DonationForm(): ReactElement {
  const id = useId()
  const hydrated = useHydrated()
  const [problem, setProblem] = useState<Problem | undefined>()
  const [redirecting, setRedirecting] = useState(false)
  const { checkout, open, close, failed } = useEmbeddedCheckout<Mounted>(() =>
    setProblem({ kind: 'payment-service-down' }),
  )
  // A second press while the first is in flight must not create a second session.
  const inFlight = useRef(false)

  const formik = useFormik<FormValues>({
    initialValues,
    validate,
    onSubmit: async (values, helpers) => {
      if (inFlight.current) return
      setProblem(undefined)
      if (!isOnlineNow()) {
        setProblem({ kind: 'offline' })
        return
      }
      inFlight.current = true
      // Stripe.js first: whether it loads decides which kind of session to ask for. Without a
      // publishable key, the donor always goes to Stripe's hosted page.
      const publishableKey = config.VITE_STRIPE_PUBLISHABLE_KEY
      const stripe = publishableKey ? await loadStripeJs(publishableKey) : undefined
      const ui: CheckoutUi = stripe ? 'embedded' : 'hosted'
      const donation: Donation = donationSchema.cast({ ...values, ui, language: activeLocale() })
      const outcome = await requestCheckout(donation)
      if (outcome.kind === 'redirect') {
        setRedirecting(true)
        window.location.assign(outcome.url)
        return
      }
      inFlight.current = false
      if (outcome.kind === 'embedded') {
        if (stripe) {
          open({
            stripe,
            clientSecret: outcome.clientSecret,
            summary: giftSummary(donation),
          })
        } else setProblem({ kind: 'failed', status: 200 })
        return
      }
      // Every field is touched since the submit attempt, so the server's messages show at once.
      if (outcome.kind === 'invalid') helpers.setErrors(localizeDonationErrors(outcome.fields))
      setProblem(outcome)
    },
  })

  if (checkout) {
    return (
      <EmbeddedCheckout
        stripe={checkout.stripe}
        clientSecret={checkout.clientSecret}
        description={
          <>
            {t('donate.checkout.giving')}
            <strong>{checkout.summary}</strong>
            {t('donate.checkout.cardDetails')}
          </>
        }
        changeLabel={t('donate.checkout.change')}
        onChange={close}
        onFailed={failed}
      />
    )
  }

  const busy = formik.isSubmitting || redirecting
  const cents = previewCents(formik.values.amount)
  const monthly = formik.values.frequency === 'monthly'
  const dedicated = formik.values.tribute !== 'none'

  return (
    <FormikForm formik={formik} className="donation-form card" aria-labelledby={`${id}-title`}>
      <div className="card__body">
        <h2 id={`${id}-title`} className="donation-form__title">
          {t('donate.form.title')}
        </h2>
        <p className="donation-form__lead">{t('donate.form.lead')}</p>

        <fieldset className="donation-form__amounts">
          <legend>{t('donate.form.amount')}</legend>
          <div className="donation-form__chips">
            {QUICK_AMOUNTS.map((amount) => (
              <button
                key={amount}
                type="button"
                className="donation-form__chip"
                aria-pressed={Number(formik.values.amount) === amount}
                onClick={() => void formik.setFieldValue('amount', String(amount))}
              >
                <span className="donation-form__chip-amount">${amount}</span>{' '}
                <ChipMeals cents={amount * 100} />
              </button>
            ))}
          </div>
          <AmountField
            id={`${id}-amount`}
            meals={cents === undefined ? undefined : mealsText(cents)}
          />
        </fieldset>

        <ChoiceField
          id={id}
          name="frequency"
          legend={t('donate.form.howOften')}
          choices={frequencyChoices()}
        />

        <FormField
          name="name"
          id={`${id}-name`}
          label={t('donate.form.name')}
          autoComplete="name"
          maxLength={100}
        />
        <FormField
          name="email"
          id={`${id}-email`}
          label={t('donate.form.email')}
          type="email"
          autoComplete="email"
        />

        <ChoiceField
          id={id}
          name="tribute"
          legend={t('donate.form.tribute')}
          choices={tributeChoices()}
        />
        {dedicated ? (
          <div className="donation-form__tribute">
            <FormField
              name="tributeName"
              id={`${id}-tribute-name`}
              label={
                formik.values.tribute === 'memory'
                  ? t('donate.form.memoryName')
                  : t('donate.form.honourName')
              }
              autoComplete="off"
              maxLength={100}
            />
            <FormField
              name="tributeEmail"
              id={`${id}-tribute-email`}
              label={t('donate.form.tributeEmail')}
              type="email"
              autoComplete="off"
            />
          </div>
        ) : null}

        <div className="donation-form__problem" role="alert">
          {problem ? <CheckoutProblem problem={problem} /> : null}
        </div>

        <button
          type="submit"
          className="btn btn--accent donation-form__submit"
          disabled={!hydrated || busy}
          aria-describedby={`${id}-status`}
        >
          {busy ? (
            <>
              <span className="donation-form__spinner" aria-hidden="true" />
              {redirecting ? t('donate.form.opening') : t('donate.form.starting')}
            </>
          ) : (
            t('layout.donateNow')
          )}
        </button>
        <p id={`${id}-status`} className="donation-form__summary" aria-live="polite">
          {busy
            ? t('donate.form.wait')
            : cents !== undefined
              ? t(monthly ? 'donate.form.givingMonthly' : 'donate.form.giving', {
                  amount: formatCents(cents),
                })
              : ''}
        </p>
        <p className="donation-form__source">
          {t('donate.form.mealsSource', { perDollar: organisation.meals.mealsPerDollar })}
          <a href={organisation.meals.sourceUrl} target="_blank" rel="noopener noreferrer">
            {organisation.meals.source}
            <span className="visually-hidden">{t('ui.newTab')}</span>
          </a>
          {t('donate.form.changeMonthly')}
          <a href={`mailto:${organisation.email}`}>{organisation.email}</a>.
        </p>
      </div>
    </FormikForm>
  )
}

/**
 * "≈ 250 meals" under a quick amount: the sign keeps four chips on one row of a phone, and
 * screen readers hear "about 250 meals" instead.
 */
function ChipMeals({ cents }: { cents: number }): ReactElement {
  const meals = mealsFromCents(cents)
  return (
    <span className="donation-form__chip-meals">
      <span aria-hidden="true">≈</span>
      <span className="visually-hidden">{t('donate.form.about')}</span>
      {t('donate.form.chipMeals', { count: groupDigits(meals) })}
    </span>
  )
}

/** The amount: a form field of its own shape, with the dollar sign before the box. */
function AmountField({ id, meals }: { id: string; meals: string | undefined }): ReactElement {
  const amount = useFormField('amount', { id, hint: true })
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={amount.id}>
        {t('donate.form.amountLabel')}
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
        <span id={amount.hintId} className="donation-form__meals">
          {meals ? t('donate.form.helpsProvide', { meals }) : ''}
        </span>
      </div>
      <FieldError wiring={amount} />
    </div>
  )
}
