import type { ReactElement } from 'react'
import './progress-bar.css'

interface ProgressBarProps {
  /** Percent, 0..100; values outside are clamped so the bar never overflows. */
  value: number
  /** What the bar measures, read by screen readers (e.g. "Funding progress"). */
  label: string
}

/** A labelled progress bar with its percentage printed beside it. */
export function ProgressBar({ value, label }: ProgressBarProps): ReactElement {
  const percent = Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)))
  return (
    <div className="progress">
      <div className="progress__labels">
        <span className="progress__label">{label}</span>
        <span className="progress__value" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
