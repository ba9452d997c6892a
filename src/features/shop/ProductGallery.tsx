import { Link } from '@tanstack/react-router'
import { type ReactElement, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { t } from '../../lib/i18n/translate'
import { shopProducts } from './catalogue'
import { ProductCard } from './ProductCard'
import { useSavedCounts, useWishlistIds } from './shop-queries'
import './shop.css'
import './gallery.css'

/** The most cards a row holds (wide screens): their images load at once, the rest lazily. */
const FIRST_ROW = 4

/** The gallery starts with 6 products and reveals 6 more per Load More. */
const GALLERY_PAGE_SIZE = 6

export function ProductGallery(): ReactElement {
  const [shown, setShown] = useState(GALLERY_PAGE_SIZE)
  const listRef = useRef<HTMLUListElement>(null)
  const wishlisted = useWishlistIds()
  const counts = useSavedCounts()
  const products = shopProducts()
  const visible = products.slice(0, shown)

  function loadMore(): void {
    const firstNew = shown
    // Shown at once, so keyboard and screen-reader users land on the first product revealed.
    flushSync(() => setShown(Math.min(shown + GALLERY_PAGE_SIZE, products.length)))
    listRef.current?.children[firstNew]?.querySelector<HTMLElement>('h3 a')?.focus()
  }

  return (
    <section className="section" aria-labelledby="gallery-heading">
      <div className="container">
        <div className="gallery-bar">
          <h2 id="gallery-heading" className="gallery-bar__title">
            {t('shop.gallery.heading')}
          </h2>
          <p className="gallery-bar__intro">{t('shop.gallery.intro')}</p>
          <nav className="gallery-bar__links" aria-label={t('shop.gallery.savedNav')}>
            <Link to="/cart" hash="wishlist" className="pill-link">
              {t('shop.gallery.wishlist')}
              <span className="pill-link__count">{counts ? counts.wishlist : ''}</span>
            </Link>
            <Link to="/cart" hash="compare" className="pill-link">
              {t('shop.compareList')}
              <span className="pill-link__count">{counts ? counts.compare : ''}</span>
            </Link>
          </nav>
        </div>
        <ul ref={listRef} className="product-grid" aria-label={t('shop.gallery.products')}>
          {visible.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                wishlisted={wishlisted.has(product.id)}
                eager={index < FIRST_ROW}
              />
            </li>
          ))}
        </ul>
        <p className="gallery-status" role="status">
          {t('shop.gallery.showing', { shown: visible.length, total: products.length })}
        </p>
        {shown < products.length ? (
          <div className="gallery-more">
            <button type="button" className="btn btn--outline" onClick={loadMore}>
              {t('shop.gallery.loadMore')}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  )
}
