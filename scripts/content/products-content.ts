import { imageSizes } from '../../src/content/image.ts'
import { dollarsToCents } from '../../src/lib/donation-rules.ts'
import { IMAGE } from './content-images.ts'
import { type ImageWithAlt, loader, withPictures } from './loader.ts'
import type { Localized, LocalizedLines } from './localize.ts'

interface ProductDocument {
  _id: string
  slug: string
  title: Localized
  price: number
  formerPrice: number
  brand: string
  size: Localized
  image: ImageWithAlt
  description: LocalizedLines
}

/**
 * The charity shop's products in the Studio's order (the gallery shows six, then six more per
 * "Load more"). The client build also records their ids, English names, prices and pictures for
 * the server, which charges those (server/build-record.ts).
 */
export const products = loader({
  types: ['product'],
  modules: { name: 'products', export: 'products', finder: 'findProduct' },
  query: `*[_type == "product"] | order(order asc, _id asc){
  _id, "slug": slug.current, title, price, formerPrice, brand, size, "image": image${IMAGE},
  description
}`,
  shape: withPictures(
    { type: 'product', field: 'image', size: imageSizes.product },
    (product: ProductDocument, l, image) => ({
      /** Kept as first published: carts, wishlists and orders on shoppers' devices hold it. */
      id: product._id,
      /** URL segment of /product-single/{slug}. */
      slug: product.slug,
      title: l.text(product.title, 'title'),
      image,
      priceCents: dollarsToCents(product.price),
      /** Struck-through former price; always higher than priceCents. */
      oldPriceCents: dollarsToCents(product.formerPrice),
      brand: product.brand,
      size: l.text(product.size, 'size'),
      /** Description tab paragraphs. */
      description: l.lines(product.description, 'description'),
    }),
  ),
})

interface ReviewDocument {
  _id: string
  name: string
  date: string
  rating: number
  text: Localized
  avatar: ImageWithAlt
}

/** The reviews every product's Reviews tab shows, in the Studio's order. */
export const productReviews = loader({
  types: ['productReview'],
  modules: { name: 'product-reviews', export: 'productReviews' },
  query: `*[_type == "productReview"] | order(order asc, _id asc){
  _id, name, date, rating, text, "avatar": avatar${IMAGE}
}`,
  shape: withPictures(
    { type: 'productReview', field: 'avatar', size: imageSizes.avatar },
    (review: ReviewDocument, l, avatar) => ({
      id: review._id,
      name: review.name,
      /** ISO date, yyyy-mm-dd. */
      date: review.date,
      /** Stars out of 5, 1..5. */
      rating: review.rating,
      text: l.text(review.text, 'text'),
      avatar,
    }),
  ),
})
