import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
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
      <h2 id="wishlist-heading">Your wishlist</h2>
      {items === undefined ? (
        <LoadingBlock label="Loading your wishlist…" rows={1} />
      ) : items.length === 0 ? (
        <p className="saved-section__empty">
          Nothing saved yet. Tap the heart on any product in the <Link to="/shop">gallery</Link> to
          keep it here.
        </p>
      ) : (
        <ul className="wishlist">
          {items.map((product) => (
            <li key={product.id} className="wishlist__item card">
              <img
                src={product.image.src}
                alt={product.image.alt}
                width={72}
                height={72}
                loading="lazy"
              />
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
                  aria-label={`Move to cart: ${product.title}`}
                  onClick={() => runShopAction((db) => moveWishlistItemToCart(db, product))}
                >
                  <CartPlusIcon />
                  Move to cart
                </button>
                <button
                  type="button"
                  className="icon-btn icon-btn--danger"
                  aria-label={`Remove ${product.title} from wishlist`}
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
