import { Field, useFormik } from 'formik'
import type { ReactElement } from 'react'
import { t } from '../../lib/i18n/translate'
import { FormField } from '../../ui/form/FormField'
import { FormikForm } from '../../ui/form/focus-first-invalid'
import { emptyReview, type ReviewValues, reviewSchema } from './review-schema'
import { Star } from './shop-icons'
import './shop-forms.css'

/** "Add a review": checked with yup and thanked, but nothing is sent or stored (no review service). */
export function ReviewForm(): ReactElement {
  const formik = useFormik<ReviewValues>({
    initialValues: emptyReview,
    validationSchema: reviewSchema,
    // The thanks, with the name, outlives the reset as Formik's status.
    onSubmit: (values, { resetForm }) => resetForm({ status: values.name.trim() }),
  })
  const { errors, touched, submitCount, status } = formik
  const ratingError =
    (touched.rating || submitCount > 0) && errors.rating ? errors.rating : undefined
  return (
    <FormikForm formik={formik} className="review-form" aria-labelledby="add-review-heading">
      <h3 id="add-review-heading">{t('shop.review.heading')}</h3>
      <p className="form-note">{t('shop.review.note')}</p>
      <fieldset
        className="rating-field"
        aria-describedby={ratingError ? 'review-rating-error' : undefined}
      >
        <legend className="form-field__label">{t('shop.review.rating')}</legend>
        <div className="rating-field__stars">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className="rating-field__option" htmlFor={`review-rating-${stars}`}>
              <Field
                id={`review-rating-${stars}`}
                type="radio"
                name="rating"
                value={String(stars)}
                className="visually-hidden"
                aria-invalid={ratingError && stars === 1 ? true : undefined}
              />
              <Star size={28} />
              <span className="visually-hidden">{t('shop.review.stars', { stars })}</span>
            </label>
          ))}
        </div>
        {ratingError ? (
          <p id="review-rating-error" className="field-error">
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <div className="form-grid">
        <FormField
          name="name"
          label={t('contact.name')}
          required
          autoComplete="name"
          id="review-name"
        />
        <FormField
          name="email"
          label={t('contact.email')}
          required
          type="email"
          autoComplete="email"
          id="review-email"
        />
      </div>
      <FormField
        name="review"
        label={t('shop.review.review')}
        required
        multiline
        id="review-text"
      />
      <button type="submit" className="btn btn--primary">
        {t('shop.review.post')}
      </button>
      <p role="status" className="form-success">
        {status ? t('shop.review.thanks', { name: status }) : ''}
      </p>
    </FormikForm>
  )
}
