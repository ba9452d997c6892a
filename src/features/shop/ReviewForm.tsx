import { Field, Form, Formik } from 'formik'
import { type ReactElement, useRef, useState } from 'react'
import { t } from '../../lib/i18n/translate'
import { FocusFirstInvalid } from '../../ui/form/FocusFirstInvalid'
import { FormField } from '../../ui/form/FormField'
import { emptyReview, type ReviewValues, reviewSchema } from './review-schema'
import './shop-forms.css'

/** "Add a review": checked with yup and thanked, but nothing is sent or stored (no review service). */
export function ReviewForm(): ReactElement {
  const [thanked, setThanked] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  return (
    <Formik<ReviewValues>
      initialValues={emptyReview}
      validationSchema={reviewSchema}
      onSubmit={(values, { resetForm }) => {
        setThanked(values.name.trim())
        resetForm()
      }}
    >
      {({ errors, touched, submitCount }) => {
        const ratingError =
          (touched.rating || submitCount > 0) && errors.rating ? errors.rating : undefined
        return (
          <Form
            ref={formRef}
            className="review-form"
            noValidate
            aria-labelledby="add-review-heading"
          >
            <FocusFirstInvalid formRef={formRef} />
            <h3 id="add-review-heading">{t('shop.review.heading')}</h3>
            <p className="form-note">{t('shop.review.note')}</p>
            <fieldset
              className="rating-field"
              aria-describedby={ratingError ? 'review-rating-error' : undefined}
            >
              <legend className="form-field__label">{t('shop.review.rating')}</legend>
              <div className="rating-field__stars">
                {[1, 2, 3, 4, 5].map((stars) => (
                  <label
                    key={stars}
                    className="rating-field__option"
                    htmlFor={`review-rating-${stars}`}
                  >
                    <Field
                      id={`review-rating-${stars}`}
                      type="radio"
                      name="rating"
                      value={String(stars)}
                      className="visually-hidden"
                      aria-invalid={ratingError && stars === 1 ? true : undefined}
                    />
                    <StarShape />
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
                label={t('shop.review.name')}
                required
                autoComplete="name"
                id="review-name"
              />
              <FormField
                name="email"
                label={t('shop.email')}
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
              {thanked ? t('shop.review.thanks', { name: thanked }) : ''}
            </p>
          </Form>
        )
      }}
    </Formik>
  )
}

function StarShape(): ReactElement {
  return (
    <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24">
      <path d="M12 2l3 6.5 7 .8-5.2 4.8 1.5 7L12 17.6 5.7 21.1l1.5-7L2 9.3l7-.8z" />
    </svg>
  )
}
