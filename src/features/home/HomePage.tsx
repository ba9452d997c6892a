import type { ReactElement } from 'react'
import { HomeHero } from './HomeHero'
import type { HomeVariant } from './HomeSections'
import { LazyHomeSections } from './LazyHomeSections'
import { usePromoPopup } from './use-promo-popup'

/**
 * The home page and its variants (/home-2, /home-3): the same hero, then sections composed per
 * variant. Only / and /home open the promotional popup.
 */
export function HomePage({ variant }: { variant: HomeVariant }): ReactElement {
  return (
    <div className="home" data-variant={variant}>
      {variant === 'main' ? <PromoPopupHost /> : null}
      <HomeHero />
      <LazyHomeSections variant={variant} />
    </div>
  )
}

function PromoPopupHost(): ReactElement | null {
  const { Popup, close } = usePromoPopup()
  return Popup ? <Popup onClose={close} /> : null
}
