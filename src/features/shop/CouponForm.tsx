import { type ReactElement, useState } from 'react'

/** Coupons are not offered yet, and Apply says so rather than doing nothing. */
export const COUPON_MESSAGE = 'Coupon codes are not accepted yet.'

export function CouponForm(): ReactElement {
  const [code, setCode] = useState('')
  const [answer, setAnswer] = useState('')
  return (
    <form
      className="coupon-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setAnswer(COUPON_MESSAGE)
      }}
    >
      <p>If you have a coupon code, enter it below.</p>
      <div className="coupon-form__row">
        <label htmlFor="coupon-code" className="visually-hidden">
          Coupon code
        </label>
        <input
          id="coupon-code"
          className="form-field__control"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="Coupon code"
          autoComplete="off"
        />
        <button type="submit" className="btn btn--outline">
          Apply
        </button>
      </div>
      <p role="status" className="coupon-form__answer">
        {answer}
      </p>
    </form>
  )
}
