import { useNavigate } from '@tanstack/react-router'
import { Field, FormikProvider, useFormik } from 'formik'
import { type FormEvent, type ReactElement, useMemo, useRef, useState } from 'react'
import { FormField } from '../../ui/form/FormField'
import { focusFirstInvalid } from '../../ui/form/focus-first-invalid'
import { showToast } from '../../ui/toast/toast'
import { type CardValues, cardSchema, emptyCard, isDemoUser } from './checkout-schema'
import { usePlaceOrder } from './use-place-order'
import './shop-forms.css'

/** The card form's toasts (the template's words, spelling fixed); e2e tests assert them. */
export const cardToasts = {
  invalid: 'Empty field is not allowed!',
  success: 'Order Received successfully!',
  unknownUser: 'user not existed!',
  emptyCart: 'Your cart is empty, so there is nothing to order.',
} as const

const DEMO_EMAIL = 'user@example.com'
const DEMO_CARD = '4242 4242 4242 4242'

const everyFieldTouched = Object.fromEntries(Object.keys(emptyCard).map((key) => [key, true]))

/**
 * The demo card form. Nothing typed here is stored or sent anywhere: the values live in this
 * component's state until the form is cleared; only the cart becomes an order.
 */
export function CardForm(): ReactElement {
  const navigate = useNavigate()
  const placeOrder = usePlaceOrder()
  const [unknownUser, setUnknownUser] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const schema = useMemo(() => cardSchema(), [])
  const formik = useFormik<CardValues>({
    initialValues: emptyCard,
    validationSchema: schema,
    // Submission goes through attempt() below, which needs the invalid case too.
    onSubmit: () => undefined,
  })

  async function attempt(event: FormEvent): Promise<void> {
    event.preventDefault()
    const errors = await formik.validateForm()
    if (Object.keys(errors).length > 0) {
      await formik.setTouched(everyFieldTouched, false)
      showToast(cardToasts.invalid, { variant: 'error' })
      focusFirstInvalid(formRef.current)
      return
    }
    const email = formik.values.email
    formik.resetForm()
    if (!isDemoUser(email)) {
      setUnknownUser(true)
      showToast(cardToasts.unknownUser, { variant: 'error' })
      return
    }
    setUnknownUser(false)
    const order = await placeOrder('card')
    if (!order) {
      showToast(cardToasts.emptyCart, { variant: 'warning' })
      return
    }
    showToast(cardToasts.success, { variant: 'success' })
    await navigate({ to: '/order_received' })
  }

  return (
    <FormikProvider value={formik}>
      <form
        ref={formRef}
        className="card-form"
        noValidate
        onSubmit={attempt}
        aria-labelledby="card-form-heading"
      >
        <h3 id="card-form-heading">Pay by card (demo)</h3>
        <div className="demo-notice" role="note">
          <p>
            <strong>This is a demonstration.</strong> No payment is taken, and card details never
            leave this page: they are not stored or sent anywhere.
          </p>
          <p>
            Demo account: any e-mail starting with “user” (for example <code>{DEMO_EMAIL}</code>)
            and any password. Test card: <code>{DEMO_CARD}</code>, any 3-digit CVV and a future
            expiry date.
          </p>
        </div>
        {unknownUser ? (
          <div className="form-alert" role="alert">
            There is no demo account for that e-mail. Use an e-mail address starting with “user”,
            such as <code>{DEMO_EMAIL}</code>, with any password.
          </div>
        ) : null}
        <div className="form-grid">
          <FormField
            name="email"
            id="card-email"
            label="Email"
            required
            type="email"
            autoComplete="off"
          />
          <FormField
            name="password"
            id="card-password"
            label="Password"
            required
            type="password"
            autoComplete="off"
          />
          <FormField
            name="cardHolder"
            id="card-holder"
            label="Card holder name"
            required
            autoComplete="off"
            className="form-grid__wide"
          />
          <FormField
            name="cardNumber"
            id="card-number"
            label="Card number"
            required
            inputMode="numeric"
            autoComplete="off"
            className="form-grid__wide"
          />
          <FormField
            name="cvv"
            id="card-cvv"
            label="CVV"
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
          />
          <FormField
            name="expiry"
            id="card-expiry"
            label="Expiry date (MM/YY)"
            required
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <label className="check-field" htmlFor="card-remember">
          <Field id="card-remember" type="checkbox" name="remember" />
          Remember me
        </label>
        <button type="submit" className="btn btn--primary" disabled={formik.isSubmitting}>
          Place order
        </button>
      </form>
    </FormikProvider>
  )
}
