/** English messages of the shop: gallery/listing, product pages, cart, checkout, order received, payments. Keys start with 'shop.'. */
export const shop = {} as const
