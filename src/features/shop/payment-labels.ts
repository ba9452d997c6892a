import type { OrderRecord } from '../../db/database'

// Its own module so that /order_received, which only names the method, does not load the
// checkout's card form (and formik and yup with it).

/** Each label matches its value (the original template had them swapped). */
export const PAYMENT_LABELS: Record<OrderRecord['paymentMethod'], string> = {
  card: 'Payment By Card',
  cash: 'Cash On delivery',
}
