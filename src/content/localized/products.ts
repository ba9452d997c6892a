// SPANISH SOURCE
import * as esTwin from '../es/products'
import * as en from '../products'

// The twin holds the Spanish words; the lookup runs on each language's own list (slugs, ids,
// prices and images are the same in both). `category` stays an English key in the data, and each
// language names it through its label map.
const english = {
  ...en,
  productCategoryLabels: { Book: 'Book' } as Readonly<Record<en.Product['category'], string>>,
}
const es: typeof english = {
  ...esTwin,
  findProduct: (slug: string) => en.findProduct(slug, esTwin.products),
}

/** src/content/products.ts in each language; features read the page's with `localized()`. */
export const byLocale: { en: typeof english; es: typeof english } = { en: english, es }
