import { Field, useFormik } from 'formik'
import type { ReactElement } from 'react'
import type { MessageKey } from '../../lib/i18n/catalogs/en'
import { t } from '../../lib/i18n/translate'
import { FormField, type FormFieldProps } from '../../ui/form/FormField'
import { FormikForm } from '../../ui/form/focus-first-invalid'
import { type BillingValues, billingSchema, emptyBilling } from './checkout-schema'
import './shop-forms.css'

/** A form box of the demonstration checkout, its label named by its message key. */
export type FieldSpec = Omit<FormFieldProps, 'label'> & { label: MessageKey }

/** The address boxes, once for billing and once for shipping elsewhere. */
const ADDRESS_FIELDS: readonly FieldSpec[] = [
  { name: 'fname', label: 'shop.billing.firstName', autoComplete: 'given-name' },
  { name: 'lname', label: 'shop.billing.lastName', autoComplete: 'family-name' },
  { name: 'country', label: 'shop.billing.country', autoComplete: 'country-name' },
  { name: 'district', label: 'shop.billing.district', autoComplete: 'address-level1' },
  {
    name: 'address',
    label: 'shop.billing.street',
    autoComplete: 'street-address',
    className: 'form-grid__wide',
  },
  { name: 'postCode', label: 'shop.billing.postCode', autoComplete: 'postal-code' },
  { name: 'email', label: 'shop.billing.email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'contact.phone', type: 'tel', autoComplete: 'tel' },
]

function AddressFields({ prefix, idPrefix }: { prefix: string; idPrefix: string }): ReactElement {
  return (
    <div className="form-grid">
      {ADDRESS_FIELDS.map((field) => (
        <FormField
          key={field.name}
          {...field}
          name={`${prefix}${field.name}`}
          id={`${idPrefix}-${field.name}`}
          label={t(field.label)}
          required
        />
      ))}
    </div>
  )
}

/**
 * Billing (and, when asked, shipping) address, checked with yup. A valid form moves the visitor
 * on to payment; the details stay in this page only.
 */
export function BillingForm({ onDone }: { onDone: () => void }): ReactElement {
  const formik = useFormik<BillingValues>({
    initialValues: emptyBilling,
    validationSchema: billingSchema,
    onSubmit: (_values, { setStatus }) => {
      setStatus('saved')
      onDone()
    },
  })
  return (
    <FormikForm formik={formik} className="billing-form" aria-label={t('shop.billing.formLabel')}>
      <AddressFields prefix="" idPrefix="billing" />
      <label className="check-field" htmlFor="billing-ship-elsewhere">
        <Field id="billing-ship-elsewhere" type="checkbox" name="shipToDifferent" />
        {t('shop.billing.shipElsewhere')}
      </label>
      {formik.values.shipToDifferent ? (
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
        {formik.status === 'saved' ? t('shop.billing.saved') : ''}
      </p>
    </FormikForm>
  )
}
