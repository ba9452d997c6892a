import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { t } from '../../lib/i18n/translate'
import { ContentImg } from '../../ui/ContentImg'
import { LoadingBlock } from './LoadingBlock'
import { Price } from './Price'
import { runShopAction } from './run-shop-action'
import { moveWishlistItemToCart, removeWishlistItem } from './shop-actions'
import { CartPlusIcon, TrashIcon } from './shop-icons'
import { useWishlistProducts } from './shop-queries'

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
                  onClick={() => runShopAction((db) => moveWishlistItemToCart(db, product))}
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
