import { useNavigate } from '@tanstack/react-router'
import { Field, FormikProvider, useFormik } from 'formik'
import { type FormEvent, type ReactElement, useMemo, useRef, useState } from 'react'
import { t } from '../../lib/i18n/translate'
import { FormField } from '../../ui/form/FormField'
import { focusFirstInvalid } from '../../ui/form/focus-first-invalid'
import { showToast } from '../../ui/toast/toast'
import { type CardValues, cardSchema, emptyCard, isDemoUser } from './checkout-schema'
import { placeOrder } from './place-order'
import { richText } from './rich-text'
import './shop-forms.css'

/**
 * The card form's toasts (the template's words, spelling fixed); e2e tests assert them. In the
 * page's language, read when shown.
 */
export const cardToasts = {
  get invalid() {
    return t('shop.cardForm.invalid')
  },
  get success() {
    return t('shop.cardForm.success')
  },
  get unknownUser() {
    return t('shop.cardForm.unknownUserToast')
  },
  get emptyCart() {
    return t('shop.cardForm.emptyCart')
  },
}

const DEMO_EMAIL = 'user@example.com'
const DEMO_CARD = '4242 4242 4242 4242'

const everyFieldTouched = Object.fromEntries(Object.keys(emptyCard).map((key) => [key, true]))

/**
 * The demo card form. Nothing typed here is stored or sent anywhere: the values live in this
 * component's state until the form is cleared; only the cart becomes an order.
 */
export function CardForm(): ReactElement {
  const navigate = useNavigate()
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
        {unknownUser ? (
          <div className="form-alert" role="alert">
            {richText('shop.cardForm.unknownUser', { email: <code>{DEMO_EMAIL}</code> })}
          </div>
        ) : null}
        <div className="form-grid">
          <FormField
            name="email"
            id="card-email"
            label={t('shop.email')}
            required
            type="email"
            autoComplete="off"
          />
          <FormField
            name="password"
            id="card-password"
            label={t('shop.cardForm.password')}
            required
            type="password"
            autoComplete="off"
          />
          <FormField
            name="cardHolder"
            id="card-holder"
            label={t('shop.cardForm.holder')}
            required
            autoComplete="off"
            className="form-grid__wide"
          />
          <FormField
            name="cardNumber"
            id="card-number"
            label={t('shop.cardForm.number')}
            required
            inputMode="numeric"
            autoComplete="off"
            className="form-grid__wide"
          />
          <FormField
            name="cvv"
            id="card-cvv"
            label={t('shop.cardForm.cvv')}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
          />
          <FormField
            name="expiry"
            id="card-expiry"
            label={t('shop.cardForm.expiry')}
            required
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <label className="check-field" htmlFor="card-remember">
          <Field id="card-remember" type="checkbox" name="remember" />
          {t('shop.cardForm.remember')}
        </label>
        <button type="submit" className="btn btn--primary" disabled={formik.isSubmitting}>
          {t('shop.cardForm.placeOrder')}
        </button>
      </form>
    </FormikProvider>
  )
}
