import { byLocale as reviewsByLocale } from 'virtual:content/product-reviews'
import { type ReactElement, useState } from 'react'
import type { Product } from '../../content-modules/types'
import { formatDate } from '../../lib/date-time'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { parseQuantity } from '../../lib/quantity'
import { Price } from './Price'
import { ProductImageZoom } from './ProductImageZoom'
import { ProductTabs } from './ProductTabs'
import { QuantityField } from './QuantityField'
import { ReviewForm } from './ReviewForm'
import { SavedListButtons } from './SavedListButtons'
import { addProductToCart, quantityMessage, runShopAction } from './shop-actions'
import { CartPlusIcon, Stars } from './shop-icons'
import { useWishlistIds } from './shop-queries'
import './shop.css'
import './product-detail.css'
import { ContentImg } from '../../ui/ContentImg'

/** Every product shows the same static rating line: reviews are not stored (see ReviewForm). */
const STATIC_RATING = 4
const STATIC_REVIEW_COUNT = 25

export function ProductDetail({ product }: { product: Product }): ReactElement {
  const [typed, setTyped] = useState('1')
  const [error, setError] = useState<string | undefined>()
  const wishlisted = useWishlistIds().has(product.id)
  const { productReviews } = localized(reviewsByLocale)
  const current = parseQuantity(typed)

  function setQuantity(text: string): void {
    setTyped(text)
    setError(undefined)
  }

  async function addToCart(): Promise<void> {
    if (current === null) {
      setError(quantityMessage())
      return
    }
    await runShopAction((db) => addProductToCart(db, product.id, current))
  }

  return (
    <>
      <section className="section product-detail">
        <div className="container product-detail__grid">
          <ProductImageZoom image={product.image} title={product.title} />
          <div className="product-detail__info">
            <h2 className="product-detail__title">{product.title}</h2>
            <Price
              priceCents={product.priceCents}
              oldPriceCents={product.oldPriceCents}
              className="price--large"
            />
            <div className="product-detail__rating">
              <Stars rating={STATIC_RATING} />
              <span>{t('shop.product.reviewCount', { count: STATIC_REVIEW_COUNT })}</span>
            </div>
            <p className="product-detail__lead">{product.description[0]}</p>
            <form
              className="product-detail__buy"
              noValidate
              onSubmit={(event) => {
                event.preventDefault()
                void addToCart()
              }}
            >
              <QuantityField
                id="product-qty"
                label={t('shop.cart.quantity')}
                showLabel
                value={typed}
                onChange={setQuantity}
                qty={current}
                onStep={(by) => setQuantity(String(current === null ? 1 : current + by))}
                error={error}
              />
              <button type="submit" className="btn btn--primary product-detail__add">
                <CartPlusIcon />
                {t('shop.addToCart')}
              </button>
              <SavedListButtons product={product} wishlisted={wishlisted} />
            </form>
            <dl className="product-detail__meta">
              <div>
                <dt>{t('shop.product.category')}</dt>
                <dd>{t('shop.product.book')}</dd>
              </div>
              <div>
                <dt>{t('shop.product.brand')}</dt>
                <dd>{product.brand}</dd>
              </div>
              <div>
                <dt>{t('shop.product.size')}</dt>
                <dd>{product.size}</dd>
              </div>
            </dl>
          </div>
        </div>
      </section>
      <section className="section section--cream" aria-label={t('shop.product.info')}>
        <div className="container">
          <ProductTabs
            label={t('shop.product.info')}
            tabs={[
              {
                key: 'description',
                label: t('shop.product.description'),
                content: product.description.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
              },
              {
                key: 'review',
                label: t('shop.product.review'),
                content: (
                  <div className="reviews">
                    <ul className="reviews__list" aria-label={t('shop.product.customerReviews')}>
                      {productReviews.map((review) => (
                        <li key={review.id} className="review">
                          <ContentImg
                            image={review.avatar}
                            className="review__avatar"
                            width={64}
                            height={64}
                            loading="lazy"
                          />
                          <div>
                            <p className="review__head">
                              <strong>{review.name}</strong>
                              <time className="review__date" dateTime={review.date}>
                                {formatDate(review.date)}
                              </time>
                            </p>
                            <Stars rating={review.rating} />
                            <p>{review.text}</p>
                          </div>
                        </li>
                      ))}
                    </ul>
                    <ReviewForm />
                  </div>
                ),
              },
            ]}
          />
        </div>
      </section>
    </>
  )
}
