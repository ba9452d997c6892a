import { type ReactElement, useState } from 'react'
import { t } from '../../lib/i18n/translate'

/** Coupons are not offered yet, and Apply says so rather than doing nothing. */

export function CouponForm(): ReactElement {
  const [code, setCode] = useState('')
  const [answer, setAnswer] = useState('')
  return (
    <form
      className="coupon-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setAnswer(t('shop.coupon.notAccepted'))
      }}
    >
      <p>{t('shop.coupon.intro')}</p>
      <div className="coupon-form__row">
        <label htmlFor="coupon-code" className="visually-hidden">
          {t('shop.coupon.label')}
        </label>
        <input
          id="coupon-code"
          className="form-field__control"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder={t('shop.coupon.label')}
          autoComplete="off"
        />
        <button type="submit" className="btn btn--outline">
          {t('shop.coupon.apply')}
        </button>
      </div>
      <p role="status" className="coupon-form__answer">
        {answer}
      </p>
    </form>
  )
}
