import type { ReactElement } from 'react'
import type { Product } from '../../content/products'
import { runShopAction } from './run-shop-action'
import { addCompareItem, toggleWishlistItem } from './shop-actions'
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
        aria-label={`Save ${product.title} to wishlist`}
        title={wishlisted ? 'Remove from wishlist' : 'Save to wishlist'}
        onClick={() => runShopAction((db) => toggleWishlistItem(db, product.id))}
      >
        <HeartIcon filled={wishlisted} />
      </button>
      <button
        type="button"
        className="icon-btn"
        aria-label={`Add ${product.title} to compare list`}
        title="Add to compare list"
        onClick={() => runShopAction((db) => addCompareItem(db, product.id))}
      >
        <CompareIcon />
      </button>
    </div>
  )
}
