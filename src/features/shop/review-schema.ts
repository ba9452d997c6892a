import * as yup from 'yup'
import { t } from '../../lib/i18n/translate'
import { emailField } from './email-field'

export interface ReviewValues {
  /** "" until a star is chosen; then "1".."5" (radio values are strings). */
  rating: string
  name: string
  email: string
  review: string
}

export const emptyReview: ReviewValues = { rating: '', name: '', email: '', review: '' }

export const reviewSchema: yup.ObjectSchema<ReviewValues> = yup.object({
  rating: yup
    .string()
    .required(() => t('shop.error.rating'))
    .oneOf(['1', '2', '3', '4', '5'], () => t('shop.error.rating')),
  // Messages are functions, read when shown: in the language of the page.
  name: yup
    .string()
    .trim()
    .required(() => t('shop.error.name')),
  email: emailField('shop.error.yourEmail'),
  review: yup
    .string()
    .trim()
    .required(() => t('shop.error.review')),
})
