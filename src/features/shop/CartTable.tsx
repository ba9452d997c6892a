import { Link } from '@tanstack/react-router'
import { type FormEvent, type ReactElement, useState } from 'react'
import { stepLine } from '../../db/cart-store'
import { loadDatabase } from '../../db/lazy-database'
import { t } from '../../lib/i18n/translate'
import { formatCents } from '../../lib/money'
import { parseQuantity } from '../../lib/quantity'
import { ContentImg } from '../../ui/ContentImg'
import { showToast } from '../../ui/toast/toast'
import { QuantityField } from './QuantityField'
import {
  quantityMessage,
  removeCartLine,
  runShopAction,
  updateCartQuantities,
} from './shop-actions'
import { TrashIcon } from './shop-icons'
import type { CartItem } from './shop-queries'
import { lineTotalCents } from './totals'

/**
 * The cart lines with their quantity boxes. Minus and plus save at once; typed quantities wait
 * for Update Cart, which stores them all or, if any is not a whole number from 1 to 99, none.
 */
export function CartTable({ items }: { items: CartItem[] }): ReactElement {
  const [drafts, setDrafts] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})

  function setDraft(productId: string, text: string): void {
    setDrafts((all) => ({ ...all, [productId]: text }))
    setErrors(({ [productId]: _cleared, ...rest }) => rest)
  }

  function forget(productId: string): void {
    setDrafts(({ [productId]: _dropped, ...rest }) => rest)
    setErrors(({ [productId]: _cleared, ...rest }) => rest)
  }

  async function step(productId: string, by: 1 | -1): Promise<void> {
    forget(productId)
    const db = await loadDatabase()
    await stepLine(db, productId, by)
  }

  async function onSubmit(event: FormEvent): Promise<void> {
    event.preventDefault()
    const found: Record<string, string> = {}
    const updates: { productId: string; qty: number }[] = []
    for (const { line } of items) {
      const typed = drafts[line.productId]
      if (typed === undefined) continue
      const qty = parseQuantity(typed)
      if (qty !== null) updates.push({ productId: line.productId, qty })
      else found[line.productId] = quantityMessage()
    }
    setErrors(found)
    if (Object.keys(found).length > 0) {
      // Nothing is stored: the visitor fixes the marked boxes and tries again.
      showToast(quantityMessage(), { variant: 'error' })
      return
    }
    await runShopAction((db) => updateCartQuantities(db, updates))
    setDrafts({})
  }

  return (
    <form className="cart-form" noValidate onSubmit={onSubmit}>
      <div className="card">
        <table className="cart-table">
          <caption className="visually-hidden">{t('shop.cart.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('shop.image')}</th>
              <th scope="col">{t('shop.cart.productName')}</th>
              <th scope="col">{t('shop.cart.quantity')}</th>
              <th scope="col">{t('shop.price')}</th>
              <th scope="col">{t('shop.cart.lineTotal')}</th>
              <th scope="col">{t('shop.cart.action')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map(({ line, product }) => {
              const draft = drafts[line.productId]
              return (
                <tr key={line.productId}>
                  <td className="cart-table__image">
                    <ContentImg image={product.image} width={80} height={80} loading="lazy" />
                  </td>
                  <td className="cart-table__name">
                    <Link to="/product-single/$slug" params={{ slug: product.slug }}>
                      {product.title}
                    </Link>
                    <ul className="cart-table__facts">
                      <li>{t('shop.cart.brand', { brand: product.brand })}</li>
                      {/* The size in the page's language, not a line's stored words (an older
                      cart may hold them in the language it was filled in). */}
                      <li>{t('shop.cart.size', { size: product.size })}</li>
                    </ul>
                  </td>
                  <td data-label={t('shop.cart.quantity')}>
                    <QuantityField
                      id={`qty-${line.productId}`}
                      label={t('shop.cart.quantityOf', { title: product.title })}
                      value={draft ?? String(line.qty)}
                      onChange={(text) => setDraft(line.productId, text)}
                      qty={line.qty}
                      onStep={(by) => void step(line.productId, by)}
                      error={errors[line.productId]}
                    />
                  </td>
                  <td data-label={t('shop.price')}>{formatCents(product.priceCents)}</td>
                  <td data-label={t('shop.cart.lineTotal')} className="cart-table__total">
                    {formatCents(lineTotalCents({ priceCents: product.priceCents, qty: line.qty }))}
                  </td>
                  <td data-label={t('shop.cart.action')}>
                    <button
                      type="button"
                      className="icon-btn icon-btn--danger"
                      aria-label={t('shop.cart.removeLabel', { title: product.title })}
                      onClick={() => {
                        forget(line.productId)
                        void runShopAction((db) => removeCartLine(db, line.productId))
                      }}
                    >
                      <TrashIcon />
                    </button>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <div className="cart-actions">
        <Link to="/shop" className="btn btn--outline">
          {t('shop.cart.continue')}
        </Link>
        <button type="submit" className="btn btn--outline">
          {t('shop.cart.update')}
        </button>
        <Link to="/checkout" className="btn btn--primary">
          {t('shop.proceedToCheckout')}
        </Link>
      </div>
    </form>
  )
}
