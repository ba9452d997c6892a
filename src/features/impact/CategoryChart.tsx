import { type ReactElement, useId } from 'react'
import { groupDigits } from '../../lib/digits'
import { t } from '../../lib/i18n/translate'
import type { CategorySummary } from './report'
import './category-chart.css'

/** Height of one bar's row (label line + bar) in the SVG; the chart's height is fixed by it. */
const CHART_ROW_HEIGHT = 46

function shareOf(pounds: number, total: number): number {
  return total > 0 ? (pounds / total) * 100 : 0
}

// "45%" in en-US and es-US alike.
const percent = (value: number) => `${Math.round(value)}%`
const pounds = (value: number) => t('impact.pounds', { pounds: groupDigits(value) })
// Named here, not where the reports are summed: that code loads in its own chunk after
// hydration, and reaching the translator from there would split it out of the start-up chunks.
const categoryName = (category: CategorySummary) => t(`impact.category.${category.key}`)

/**
 * Which of the eight categories make up the total: a bar chart drawn as plain SVG (a picture with
 * a text description for screen readers) and the same numbers as a table for anyone who wants to
 * read or copy them. Bars are sized against the largest category; labels give the share of all.
 */
export function CategoryChart({
  categories,
  total,
}: {
  categories: readonly CategorySummary[]
  total: number
}): ReactElement {
  const titleId = useId()
  const descId = useId()
  const sorted = [...categories].sort((a, b) => b.pounds - a.pounds)
  const largest = sorted[0]?.pounds ?? 0
  const description = sorted
    .map((c) => `${categoryName(c)}: ${pounds(c.pounds)} (${percent(shareOf(c.pounds, total))})`)
    .join('; ')

  return (
    <figure className="category-chart">
      <svg
        className="category-chart__svg"
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        width="100%"
        height={sorted.length * CHART_ROW_HEIGHT}
      >
        <title id={titleId}>{t('impact.chart.title')}</title>
        <desc id={descId}>{description}</desc>
        {sorted.map((category, index) => {
          const y = index * CHART_ROW_HEIGHT
          const width = largest > 0 ? (category.pounds / largest) * 100 : 0
          return (
            <g key={category.key} className="category-chart__row">
              <text x="0" y={y + 17} className="category-chart__label">
                {categoryName(category)}
              </text>
              <text x="100%" y={y + 17} textAnchor="end" className="category-chart__value">
                {pounds(category.pounds)} · {percent(shareOf(category.pounds, total))}
              </text>
              <rect
                x="0"
                y={y + 25}
                width="100%"
                height="12"
                rx="6"
                className="category-chart__track"
              />
              {width > 0 ? (
                <rect
                  x="0"
                  y={y + 25}
                  width={`${width}%`}
                  height="12"
                  rx="6"
                  className={`category-chart__bar${index === 0 ? ' category-chart__bar--top' : ''}`}
                />
              ) : null}
            </g>
          )
        })}
      </svg>
      <details className="category-chart__details">
        <summary>{t('impact.chart.table')}</summary>
        <div className="category-chart__table-wrap">
          <table className="category-chart__table">
            <caption className="visually-hidden">{t('impact.chart.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('impact.chart.category')}</th>
                <th scope="col">{t('impact.chart.pounds')}</th>
                <th scope="col">{t('impact.chart.share')}</th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((category) => (
                <tr key={category.key}>
                  <th scope="row">{categoryName(category)}</th>
                  <td>{pounds(category.pounds)}</td>
                  <td>{percent(shareOf(category.pounds, total))}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('impact.chart.total')}</th>
                <td>{pounds(total)}</td>
                <td>100%</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </details>
    </figure>
  )
}
