import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { t } from '../lib/i18n/translate'
import { isChunkLoadError } from './chunk-error'
import './status-page.css'

function describe(error: unknown): { status: number; text: string } {
  if (error && typeof error === 'object') {
    const candidate = error as { status?: unknown; statusText?: unknown; message?: unknown }
    const status = typeof candidate.status === 'number' ? candidate.status : 500
    const text =
      typeof candidate.statusText === 'string' && candidate.statusText
        ? candidate.statusText
        : typeof candidate.message === 'string' && candidate.message
          ? candidate.message
          : t('status.error.generic')
    return { status, text }
  }
  return { status: 500, text: String(error ?? t('status.error.generic')) }
}

export function ErrorPage({ error }: { error: unknown }): ReactElement {
  if (isChunkLoadError(error)) {
    return (
      <section className="status-page" role="alert">
        <div className="container status-page__inner">
          <h1>{t('status.chunk.heading')}</h1>
          <p>{t('status.chunk.text')}</p>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => window.location.reload()}
          >
            {t('status.chunk.reload')}
          </button>
        </div>
      </section>
    )
  }
  const { status, text } = describe(error)
  return (
    <section className="status-page" role="alert">
      <div className="container status-page__inner">
        <p className="status-page__code" aria-hidden="true">
          {status}
        </p>
        <h1>{t('status.error.heading')}</h1>
        <p>
          <strong>{status}</strong> {text}
        </p>
        <Link to="/home" className="btn btn--primary" reloadDocument>
          {t('status.backHome')}
        </Link>
      </div>
    </section>
  )
}
