import { Link, useNavigate } from '@tanstack/react-router'
import { Field, useFormik } from 'formik'
import { type ReactElement, useMemo, useState } from 'react'
import type { OrderRecord } from '../../db/database'
import { loadDatabase } from '../../db/lazy-database'
import { placeOrderFromCart } from '../../db/orders'
import { t } from '../../lib/i18n/translate'
import { FormField } from '../../ui/form/FormField'
import { FormikForm } from '../../ui/form/focus-first-invalid'
import { showToast } from '../../ui/toast/toast'
import type { FieldSpec } from './BillingForm'
import { orderSnapshot } from './catalogue'
import { type CardValues, cardSchema, emptyCard, isDemoUser } from './checkout-schema'
import { richText } from './rich-text'
import './shop-forms.css'

// The demonstration checkout's payment: the method, the card form and cash on delivery. Its toasts are the template's words (spelling fixed), in the page's language; e2e tests
// assert them.

type Navigate = ReturnType<typeof useNavigate>

/** Stores an order from the cart and empties it (one transaction), then shows it. */
async function placeOrder(paymentMethod: OrderRecord['paymentMethod'], navigate: Navigate) {
  const db = await loadDatabase()
  if (!(await placeOrderFromCart(db, { paymentMethod, describe: orderSnapshot }))) {
    showToast(t('shop.cardForm.emptyCart'), { variant: 'warning' })
    return
  }
  showToast(t('shop.cardForm.success'), { variant: 'success' })
  await navigate({ to: '/order_received' })
}

export function PaymentSection(): ReactElement {
  const [method, setMethod] = useState<OrderRecord['paymentMethod']>('card')
  const navigate = useNavigate()

  return (
    <div className="payment">
      <fieldset className="payment__switch">
        <legend className="form-field__label">{t('shop.payment.legend')}</legend>
        {(['card', 'cash'] as const).map((value) => (
          <label key={value} className="payment__option">
            <input
              type="radio"
              name="payment_method"
              value={value}
              checked={method === value}
              onChange={() => setMethod(value)}
            />
            {t(`shop.payment.${value}`)}
          </label>
        ))}
      </fieldset>
      {method === 'card' ? (
        <div className="payment__card">
          <CardLogos />
          <CardForm />
        </div>
      ) : (
        <div className="payment__cash">
          <p>{t('shop.payment.cashText')}</p>
          <Link
            to="/order_received"
            className="btn btn--primary"
            onClick={(event) => {
              // The order is stored before we leave, so the next page can show it.
              event.preventDefault()
              void placeOrder('cash', navigate)
            }}
          >
            {t('shop.proceedToCheckout')}
          </Link>
        </div>
      )}
    </div>
  )
}

const DEMO_EMAIL = 'user@example.com'
const DEMO_CARD = '4242 4242 4242 4242'

/** The card form's boxes, none of them filled in by the browser. */
const CARD_FIELDS: readonly FieldSpec[] = [
  { name: 'email', id: 'card-email', label: 'contact.email', type: 'email' },
  { name: 'password', id: 'card-password', label: 'shop.cardForm.password', type: 'password' },
  {
    name: 'cardHolder',
    id: 'card-holder',
    label: 'shop.cardForm.holder',
    className: 'form-grid__wide',
  },
  {
    name: 'cardNumber',
    id: 'card-number',
    label: 'shop.cardForm.number',
    inputMode: 'numeric',
    className: 'form-grid__wide',
  },
  { name: 'cvv', id: 'card-cvv', label: 'shop.cardForm.cvv', inputMode: 'numeric', maxLength: 4 },
  { name: 'expiry', id: 'card-expiry', label: 'shop.cardForm.expiry', inputMode: 'numeric' },
]

/**
 * The demo card form. Nothing typed here is stored or sent anywhere: the values live in this
 * component's state until the form is cleared; only the cart becomes an order.
 */
function CardForm(): ReactElement {
  const navigate = useNavigate()
  const schema = useMemo(() => cardSchema(), [])
  const formik = useFormik<CardValues>({
    initialValues: emptyCard,
    validationSchema: schema,
    // Formik calls this for a valid form only (an invalid one is FormikForm's onInvalid).
    onSubmit: async ({ email }, { resetForm }) => {
      // The form is cleared whatever the address; an unknown one is named in an alert (status).
      const known = isDemoUser(email)
      resetForm({ status: known ? undefined : 'unknown-user' })
      if (known) await placeOrder('card', navigate)
      else showToast(t('shop.cardForm.unknownUserToast'), { variant: 'error' })
    },
  })

  return (
    <FormikForm
      formik={formik}
      className="card-form"
      aria-labelledby="card-form-heading"
      onInvalid={() => showToast(t('shop.cardForm.invalid'), { variant: 'error' })}
    >
      <h3 id="card-form-heading">{t('shop.cardForm.heading')}</h3>
      <div className="demo-notice" role="note">
        <p>
          <strong>{t('shop.cardForm.demoTitle')}</strong> {t('shop.cardForm.demoText')}
        </p>
        <p>
          {richText('shop.cardForm.demoAccount', {
            email: <code>{DEMO_EMAIL}</code>,
            card: <code>{DEMO_CARD}</code>,
          })}
        </p>
      </div>
      {formik.status === 'unknown-user' ? (
        <div className="form-alert" role="alert">
          {richText('shop.cardForm.unknownUser', { email: <code>{DEMO_EMAIL}</code> })}
        </div>
      ) : null}
      <div className="form-grid">
        {CARD_FIELDS.map((field) => (
          <FormField
            key={field.name}
            {...field}
            label={t(field.label)}
            required
            autoComplete="off"
          />
        ))}
      </div>
      <label className="check-field" htmlFor="card-remember">
        <Field id="card-remember" type="checkbox" name="remember" />
        {t('shop.cardForm.remember')}
      </label>
      <button type="submit" className="btn btn--primary" disabled={formik.isSubmitting}>
        {t('shop.cardForm.placeOrder')}
      </button>
    </FormikForm>
  )
}

/** The accepted-card marks (the card types the card form knows), drawn here rather than hot-linked. */
function CardLogos(): ReactElement {
  return (
    <ul className="card-logos" aria-label={t('shop.payment.acceptedCards')}>
      <li>
        <svg role="img" aria-label="Visa" width="56" height="36" viewBox="0 0 56 36">
          <rect width="56" height="36" rx="5" fill="#1a1f71" />
          <text
            x="28"
            y="24"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="15"
            fontWeight="700"
            fontStyle="italic"
            fill="#fff"
          >
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg role="img" aria-label="Mastercard" width="56" height="36" viewBox="0 0 56 36">
          <rect width="56" height="36" rx="5" fill="#1d2b3a" />
          <circle cx="22" cy="18" r="10" fill="#eb001b" />
          <circle cx="34" cy="18" r="10" fill="#f79e1b" fillOpacity="0.9" />
        </svg>
      </li>
      <li>
        <svg role="img" aria-label="Skrill" width="56" height="36" viewBox="0 0 56 36">
          <rect width="56" height="36" rx="5" fill="#6b1b5e" />
          <text
            x="28"
            y="23"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="13"
            fontWeight="700"
            fill="#fff"
          >
            Skrill
          </text>
        </svg>
      </li>
      <li>
        <svg role="img" aria-label="PayPal" width="56" height="36" viewBox="0 0 56 36">
          <rect width="56" height="36" rx="5" fill="#fff" stroke="#d9ded8" />
          <text
            x="28"
            y="23"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="12"
            fontWeight="700"
            fontStyle="italic"
            fill="#003087"
          >
            PayPal
          </text>
        </svg>
      </li>
    </ul>
  )
}
