import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { t } from '../../lib/i18n/translate'
import { formatCents } from '../../lib/money'
import { ContentImg } from '../../ui/ContentImg'
import { LoadingBlock } from './PendingState'
import { Price } from './Price'
import {
  moveWishlistItemToCart,
  removeCompareItem,
  removeWishlistItem,
  runShopAction,
} from './shop-actions'
import { CartPlusIcon, TrashIcon } from './shop-icons'
import { useCompareProducts, useWishlistProducts } from './shop-queries'

// The cart page's sections for the wishlist and the compare list.

export function WishlistSection(): ReactElement {
  const items = useWishlistProducts()
  return (
    <section id="wishlist" className="saved-section" aria-labelledby="wishlist-heading">
      <h2 id="wishlist-heading">{t('shop.wishlist.heading')}</h2>
      {items === undefined ? (
        <LoadingBlock label={t('shop.wishlist.loading')} rows={1} />
      ) : items.length === 0 ? (
        <p className="saved-section__empty">
          {t('shop.wishlist.emptyBefore')} <Link to="/shop">{t('shop.galleryLink')}</Link>{' '}
          {t('shop.wishlist.emptyAfter')}
        </p>
      ) : (
        <ul className="wishlist">
          {items.map((product) => (
            <li key={product.id} className="wishlist__item card">
              <ContentImg image={product.image} width={72} height={72} loading="lazy" />
              <div className="wishlist__text">
                <Link to="/product-single/$slug" params={{ slug: product.slug }}>
                  {product.title}
                </Link>
                <Price priceCents={product.priceCents} oldPriceCents={product.oldPriceCents} />
              </div>
              <div className="wishlist__actions">
                <button
                  type="button"
                  className="btn btn--primary btn--small"
                  aria-label={t('shop.wishlist.moveLabel', { title: product.title })}
                  onClick={() => runShopAction((db) => moveWishlistItemToCart(db, product.id))}
                >
                  <CartPlusIcon />
                  {t('shop.wishlist.move')}
                </button>
                <button
                  type="button"
                  className="icon-btn icon-btn--danger"
                  aria-label={t('shop.wishlist.removeLabel', { title: product.title })}
                  onClick={() => runShopAction((db) => removeWishlistItem(db, product.id))}
                >
                  <TrashIcon />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The compare list side by side: one column per product, one row per fact. */
export function CompareSection(): ReactElement {
  const items = useCompareProducts()
  return (
    <section id="compare" className="saved-section" aria-labelledby="compare-heading">
      <h2 id="compare-heading">{t('shop.compareList')}</h2>
      {items === undefined ? (
        <LoadingBlock label={t('shop.compare.loading')} rows={2} />
      ) : items.length === 0 ? (
        <p className="saved-section__empty">
          {t('shop.compare.empty')} <Link to="/shop">{t('shop.galleryLink')}</Link>.
        </p>
      ) : (
        <>
          {items.length > 1 ? <p className="compare-hint">{t('shop.compare.hint')}</p> : null}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
          <section className="compare-wrap" tabIndex={0} aria-label={t('shop.compare.tableLabel')}>
            <table className="compare-table">
              <caption className="visually-hidden">{t('shop.compare.caption')}</caption>
              <thead>
                <tr>
                  <td />
                  {items.map((product) => (
                    <th key={product.id} scope="col">
                      <Link to="/product-single/$slug" params={{ slug: product.slug }}>
                        {product.title}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t('shop.image')}</th>
                  {items.map((product) => (
                    <td key={product.id}>
                      <ContentImg image={product.image} width={120} height={120} loading="lazy" />
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{t('shop.price')}</th>
                  {items.map((product) => (
                    <td key={product.id} className="compare-table__price">
                      {formatCents(product.priceCents)}
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{t('shop.compare.oldPrice')}</th>
                  {items.map((product) => (
                    <td key={product.id}>
                      <del>{formatCents(product.oldPriceCents)}</del>
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{t('shop.compare.brand')}</th>
                  {items.map((product) => (
                    <td key={product.id}>{product.brand}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{t('shop.compare.size')}</th>
                  {items.map((product) => (
                    <td key={product.id}>{product.size}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">
                    <span className="visually-hidden">{t('shop.compare.remove')}</span>
                  </th>
                  {items.map((product) => (
                    <td key={product.id}>
                      <button
                        type="button"
                        className="icon-btn icon-btn--danger"
                        aria-label={t('shop.compare.removeLabel', { title: product.title })}
                        onClick={() => runShopAction((db) => removeCompareItem(db, product.id))}
                      >
                        <TrashIcon />
                      </button>
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </section>
        </>
      )}
    </section>
  )
}
