/**
 * An image field as GROQ projects it: its description, and its uploaded asset or, in the sample
 * dataset, the `_sanityAsset` file `sanity dataset import` would upload. Apart from the queries'
 * list so that each type's own query file can use it without importing that list.
 */
export const IMAGE = `{ alt, _sanityAsset, "asset": asset->{ url, extension, "width": metadata.dimensions.width, "height": metadata.dimensions.height } }`
