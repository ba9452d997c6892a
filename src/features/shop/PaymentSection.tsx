import { Link, useNavigate } from '@tanstack/react-router'
import { type ReactElement, useState } from 'react'
import type { OrderRecord } from '../../db/database'
import { t } from '../../lib/i18n/translate'
import { showToast } from '../../ui/toast/toast'
import { CardForm, cardToasts } from './CardForm'
import { CardLogos } from './CardLogos'
import { PAYMENT_METHODS, paymentLabel } from './payment-labels'
import { placeOrder } from './place-order'

type Method = OrderRecord['paymentMethod']

export function PaymentSection(): ReactElement {
  const [method, setMethod] = useState<Method>('card')
  const navigate = useNavigate()

  return (
    <div className="payment">
      <fieldset className="payment__switch">
        <legend className="form-field__label">{t('shop.payment.legend')}</legend>
        {PAYMENT_METHODS.map((value) => (
          <label key={value} className="payment__option">
            <input
              type="radio"
              name="payment_method"
              value={value}
              checked={method === value}
              onChange={() => setMethod(value)}
            />
            {paymentLabel(value)}
          </label>
        ))}
      </fieldset>
      {method === 'card' ? (
        <div className="payment__card">
          <CardLogos />
          <CardForm />
        </div>
      ) : (
        <div className="payment__cash">
          <p>{t('shop.payment.cashText')}</p>
          <Link
            to="/order_received"
            className="btn btn--primary"
            onClick={async (event) => {
              // The order is stored before we leave, so the next page can show it.
              event.preventDefault()
              const order = await placeOrder('cash')
              if (!order) {
                showToast(cardToasts.emptyCart, { variant: 'warning' })
                return
              }
              showToast(cardToasts.success, { variant: 'success' })
              await navigate({ to: '/order_received' })
            }}
          >
            {t('shop.proceedToCheckout')}
          </Link>
        </div>
      )}
    </div>
  )
}
