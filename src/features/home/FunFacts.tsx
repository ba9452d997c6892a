import { byLocale as funFactsByLocale } from 'virtual:content/fun-facts'
import type { CSSProperties, ReactElement } from 'react'
import { langOf } from '../../content-modules/english-only'
import type { FunFact } from '../../content-modules/types'
import { groupDigits } from '../../lib/digits'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { FadeIn } from '../../ui/FadeIn'
import { useCountUp } from './use-count-up'

/** The fun-fact counters: they count up once when scrolled into view. */
export function FunFacts(): ReactElement {
  const { funFacts } = localized(funFactsByLocale)
  return (
    <section className="home-facts" aria-labelledby="home-facts" data-home-section="fun-facts">
      <FadeIn className="container">
        <h2 id="home-facts" className="visually-hidden">
          {t('home.facts.title')}
        </h2>
        <ul className="facts">
          {funFacts.map((fact) => (
            <li key={fact.label} className="fact">
              <Counter fact={fact} />
              <span className="fact__label" lang={langOf(fact, 'label')}>
                {fact.label}
              </span>
            </li>
          ))}
        </ul>
      </FadeIn>
    </section>
  )
}

function Counter({ fact }: { fact: FunFact }): ReactElement {
  const [ref, value] = useCountUp(fact.value)
  const final = `${groupDigits(fact.value)}${fact.suffix}`
  // The box is as wide as the final number from the start, so counting never moves anything.
  const width = { '--digits': groupDigits(fact.value).length } as CSSProperties
  return (
    <span ref={ref} className="fact__value">
      <span aria-hidden="true">
        <span className="fact__number" style={width}>
          {groupDigits(value)}
        </span>
        {fact.suffix}
      </span>
      <span className="visually-hidden">{final}</span>
    </span>
  )
}
