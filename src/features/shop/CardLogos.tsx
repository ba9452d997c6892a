import type { ReactElement } from 'react'
import { t } from '../../lib/i18n/translate'

/** The accepted-card marks (the card types the card form knows), drawn here rather than hot-linked. */
export function CardLogos(): ReactElement {
  return (
    <ul className="card-logos" aria-label={t('shop.payment.acceptedCards')}>
      <li>
        <svg role="img" aria-label="Visa" width="56" height="36" viewBox="0 0 56 36">
          <rect width="56" height="36" rx="5" fill="#1a1f71" />
          <text
            x="28"
            y="24"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="15"
            fontWeight="700"
            fontStyle="italic"
            fill="#fff"
          >
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg role="img" aria-label="Mastercard" width="56" height="36" viewBox="0 0 56 36">
          <rect width="56" height="36" rx="5" fill="#1d2b3a" />
          <circle cx="22" cy="18" r="10" fill="#eb001b" />
          <circle cx="34" cy="18" r="10" fill="#f79e1b" fillOpacity="0.9" />
        </svg>
      </li>
      <li>
        <svg role="img" aria-label="Skrill" width="56" height="36" viewBox="0 0 56 36">
          <rect width="56" height="36" rx="5" fill="#6b1b5e" />
          <text
            x="28"
            y="23"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="13"
            fontWeight="700"
            fill="#fff"
          >
            Skrill
          </text>
        </svg>
      </li>
      <li>
        <svg role="img" aria-label="PayPal" width="56" height="36" viewBox="0 0 56 36">
          <rect width="56" height="36" rx="5" fill="#fff" stroke="#d9ded8" />
          <text
            x="28"
            y="23"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="12"
            fontWeight="700"
            fontStyle="italic"
            fill="#003087"
          >
            PayPal
          </text>
        </svg>
      </li>
    </ul>
  )
}
