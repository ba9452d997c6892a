import * as yup from 'yup'
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
    .required('Please choose a rating from 1 to 5 stars.')
    .oneOf(['1', '2', '3', '4', '5'], 'Please choose a rating from 1 to 5 stars.'),
  name: yup.string().trim().required('Please enter your name.'),
  email: emailField('Please enter your email address.'),
  review: yup.string().trim().required('Please write your review.'),
})
