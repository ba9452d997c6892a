import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import type { Product } from '../../content-modules/types'
import { t } from '../../lib/i18n/translate'
import { ContentImg } from '../../ui/ContentImg'
import { Price } from './Price'
import { SavedListButtons } from './SavedListButtons'
import { addProductToCart, runShopAction } from './shop-actions'
import { CartPlusIcon } from './shop-icons'

interface Props {
  product: Product
  wishlisted: boolean
  /**
   * In the first row, on screen when the page opens: its image is then often the page's largest
   * paint, which a lazy image would delay until layout.
   */
  eager?: boolean
}

export function ProductCard({ product, wishlisted, eager = false }: Props): ReactElement {
  return (
    <article className="product-card card">
      <div className="product-card__media">
        <Link
          to="/product-single/$slug"
          params={{ slug: product.slug }}
          tabIndex={-1}
          aria-hidden="true"
        >
          <ContentImg
            image={product.image}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </Link>
        <SavedListButtons
          product={product}
          wishlisted={wishlisted}
          className="product-card__saved"
        />
      </div>
      <div className="product-card__body">
        <p className="product-card__brand">{product.brand}</p>
        <h3 className="entity-card__title">
          <Link to="/product-single/$slug" params={{ slug: product.slug }}>
            {product.title}
          </Link>
        </h3>
        <Price priceCents={product.priceCents} oldPriceCents={product.oldPriceCents} />
        <button
          type="button"
          className="btn btn--primary product-card__add"
          aria-label={t('shop.card.addLabel', { title: product.title })}
          onClick={() => runShopAction((db) => addProductToCart(db, product.id))}
        >
          <CartPlusIcon />
          {t('shop.addToCart')}
        </button>
      </div>
    </article>
  )
}
