import type { ReactElement } from 'react'
import type { Product } from '../../content-modules/types'
import { t } from '../../lib/i18n/translate'
import { addCompareItem, runShopAction, toggleWishlistItem } from './shop-actions'
import { CompareIcon, HeartIcon } from './shop-icons'

interface Props {
  product: Product
  /** Whether the product is on the wishlist; false until the database has answered. */
  wishlisted: boolean
  className?: string
}

/** The heart (wishlist toggle) and compare buttons shown with a product. */
export function SavedListButtons({ product, wishlisted, className }: Props): ReactElement {
  return (
    <div className={`saved-buttons${className ? ` ${className}` : ''}`}>
      <button
        type="button"
        className="icon-btn"
        aria-pressed={wishlisted}
        aria-label={t('shop.saved.wishlistLabel', { title: product.title })}
        title={t(wishlisted ? 'shop.saved.wishlistRemove' : 'shop.saved.wishlistAdd')}
        onClick={() => runShopAction((db) => toggleWishlistItem(db, product.id))}
      >
        <HeartIcon filled={wishlisted} />
      </button>
      <button
        type="button"
        className="icon-btn"
        aria-label={t('shop.saved.compareLabel', { title: product.title })}
        title={t('shop.saved.compareAdd')}
        onClick={() => runShopAction((db) => addCompareItem(db, product.id))}
      >
        <CompareIcon />
      </button>
    </div>
  )
}
