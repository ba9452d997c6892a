import { Field, Form, Formik } from 'formik'
import { type ReactElement, useRef, useState } from 'react'
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
        label="First name"
        required
        autoComplete="given-name"
      />
      <FormField
        name={name('lname')}
        id={id('lname')}
        label="Last name"
        required
        autoComplete="family-name"
      />
      <FormField
        name={name('country')}
        id={id('country')}
        label="Country"
        required
        autoComplete="country-name"
      />
      <FormField
        name={name('district')}
        id={id('district')}
        label="District or state"
        required
        autoComplete="address-level1"
      />
      <FormField
        name={name('address')}
        id={id('address')}
        label="Street address"
        required
        autoComplete="street-address"
        className="form-grid__wide"
      />
      <FormField
        name={name('postCode')}
        id={id('postCode')}
        label="Post code"
        required
        autoComplete="postal-code"
      />
      <FormField
        name={name('email')}
        id={id('email')}
        label="Email address"
        required
        type="email"
        autoComplete="email"
      />
      <FormField
        name={name('phone')}
        id={id('phone')}
        label="Phone"
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
        <Form ref={formRef} noValidate className="billing-form" aria-label="Billing address">
          <FocusFirstInvalid formRef={formRef} />
          <AddressFields prefix="" idPrefix="billing" />
          <label className="check-field" htmlFor="billing-ship-elsewhere">
            <Field id="billing-ship-elsewhere" type="checkbox" name="shipToDifferent" />
            Ship to a different address?
          </label>
          {values.shipToDifferent ? (
            <fieldset className="shipping-block">
              <legend>Shipping address</legend>
              <AddressFields prefix="shipping." idPrefix="shipping" />
            </fieldset>
          ) : null}
          <FormField name="note" id="billing-note" label="Order notes (optional)" multiline />
          <button type="submit" className="btn btn--primary">
            Save and continue to payment
          </button>
          <p role="status" className="form-success">
            {saved ? 'Address saved.' : ''}
          </p>
        </Form>
      )}
    </Formik>
  )
}
