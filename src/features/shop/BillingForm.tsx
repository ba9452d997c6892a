import { Field, Form, Formik } from 'formik'
import { type ReactElement, useRef, useState } from 'react'
import { t } from '../../lib/i18n/translate'
import { FocusFirstInvalid } from '../../ui/form/FocusFirstInvalid'
import { FormField } from '../../ui/form/FormField'
import { type BillingValues, billingSchema, emptyBilling } from './checkout-schema'
import './shop-forms.css'

function AddressFields({ prefix, idPrefix }: { prefix: string; idPrefix: string }): ReactElement {
  const name = (field: string) => `${prefix}${field}`
  const id = (field: string) => `${idPrefix}-${field}`
  return (
    <div className="form-grid">
      <FormField
        name={name('fname')}
        id={id('fname')}
        label={t('shop.billing.firstName')}
        required
        autoComplete="given-name"
      />
      <FormField
        name={name('lname')}
        id={id('lname')}
        label={t('shop.billing.lastName')}
        required
        autoComplete="family-name"
      />
      <FormField
        name={name('country')}
        id={id('country')}
        label={t('shop.billing.country')}
        required
        autoComplete="country-name"
      />
      <FormField
        name={name('district')}
        id={id('district')}
        label={t('shop.billing.district')}
        required
        autoComplete="address-level1"
      />
      <FormField
        name={name('address')}
        id={id('address')}
        label={t('shop.billing.street')}
        required
        autoComplete="street-address"
        className="form-grid__wide"
      />
      <FormField
        name={name('postCode')}
        id={id('postCode')}
        label={t('shop.billing.postCode')}
        required
        autoComplete="postal-code"
      />
      <FormField
        name={name('email')}
        id={id('email')}
        label={t('shop.billing.email')}
        required
        type="email"
        autoComplete="email"
      />
      <FormField
        name={name('phone')}
        id={id('phone')}
        label={t('shop.billing.phone')}
        required
        type="tel"
        autoComplete="tel"
      />
    </div>
  )
}

/**
 * Billing (and, when asked, shipping) address, checked with yup. A valid form moves the visitor
 * on to payment; the details stay in this page only.
 */
export function BillingForm({ onDone }: { onDone: () => void }): ReactElement {
  const [saved, setSaved] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  return (
    <Formik<BillingValues>
      initialValues={emptyBilling}
      validationSchema={billingSchema}
      onSubmit={() => {
        setSaved(true)
        onDone()
      }}
    >
      {({ values }) => (
        <Form
          ref={formRef}
          noValidate
          className="billing-form"
          aria-label={t('shop.billing.formLabel')}
        >
          <FocusFirstInvalid formRef={formRef} />
          <AddressFields prefix="" idPrefix="billing" />
          <label className="check-field" htmlFor="billing-ship-elsewhere">
            <Field id="billing-ship-elsewhere" type="checkbox" name="shipToDifferent" />
            {t('shop.billing.shipElsewhere')}
          </label>
          {values.shipToDifferent ? (
            <fieldset className="shipping-block">
              <legend>{t('shop.billing.shipping')}</legend>
              <AddressFields prefix="shipping." idPrefix="shipping" />
            </fieldset>
          ) : null}
          <FormField name="note" id="billing-note" label={t('shop.billing.note')} multiline />
          <button type="submit" className="btn btn--primary">
            {t('shop.billing.submit')}
          </button>
          <p role="status" className="form-success">
            {saved ? t('shop.billing.saved') : ''}
          </p>
        </Form>
      )}
    </Formik>
  )
}
