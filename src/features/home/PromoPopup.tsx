import type { ReactElement } from 'react'
import { promoImage } from '../../content/promo'
import { Dialog } from '../../ui/Dialog'
import './promo-popup.css'

export const promoImageSrc = promoImage.src

/** The promotional popup: one image in a modal dialog. Loaded only when it is about to open. */
export default function PromoPopup({ onClose }: { onClose: () => void }): ReactElement {
  return (
    <Dialog label="Sunday packing sessions" onClose={onClose} className="promo-popup">
      <img
        className="promo-popup__image"
        src={promoImage.src}
        alt={promoImage.alt}
        width={promoImage.width}
        height={promoImage.height}
      />
    </Dialog>
  )
}
