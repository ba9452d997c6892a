import type { OrderRecord } from '../../db/database'
import { t } from '../../lib/i18n/translate'

// Its own module so that /order_received, which only names the method, does not load the
// checkout's card form (and formik and yup with it).

type Method = OrderRecord['paymentMethod']

/** The methods in the order the checkout offers them. */
export const PAYMENT_METHODS: readonly Method[] = ['card', 'cash']

/** Each method's label in the page's language (the original template had them swapped). */
export function paymentLabel(method: Method): string {
  return t(method === 'card' ? 'shop.payment.card' : 'shop.payment.cash')
}
