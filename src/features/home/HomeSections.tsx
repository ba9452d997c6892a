import { byLocale as featureStripByLocale } from 'virtual:content/feature-strip'
import { byLocale as featureTilesByLocale } from 'virtual:content/feature-tiles'
import type { ReactElement } from 'react'
import { localized } from '../../lib/i18n/localized'
import { AboutBlock } from './AboutBlock'
import { CallToAction } from './CallToAction'
import { EventsCarousel } from './EventsCarousel'
import { FeaturedCampaigns } from './FeaturedCampaigns'
import { FeedbackSlider } from './FeedbackSlider'
import { FunFacts } from './FunFacts'
import { LatestPosts } from './LatestPosts'
import { MissionSection } from './MissionSection'
import { PartnersStrip } from './PartnersStrip'
import { PhotoGrid } from './PhotoGrid'
import { PopularCauses } from './PopularCauses'
import { TargetBlock } from './TargetBlock'
import { TeamBlock } from './TeamBlock'
import { TestimonialsSection } from './TestimonialsSection'
import './home-sections.css'

/** / and /home show 'main'; /home-2 and /home-3 compose the same sections differently. */
export type HomeVariant = 'main' | 'two' | 'three'

/**
 * Everything below the hero, in the order of the issue for the home page; the variants are
 * other selections of the same sections. This module is its own chunk (see LazyHomeSections).
 */
export function HomeSections({ variant }: { variant: HomeVariant }): ReactElement {
  const { featureTiles } = localized(featureTilesByLocale)
  const { featureStrip } = localized(featureStripByLocale)
  if (variant === 'two') {
    return (
      <>
        <MissionSection tiles={featureStrip} />
        <AboutBlock />
        <PopularCauses />
        <FunFacts />
        <TestimonialsSection />
        <EventsCarousel />
        <LatestPosts />
      </>
    )
  }
  if (variant === 'three') {
    return (
      <>
        <TargetBlock />
        <PartnersStrip />
        <EventsCarousel />
        <TeamBlock />
        <LatestPosts />
        <PhotoGrid />
      </>
    )
  }
  return (
    <>
      <MissionSection tiles={featureTiles} />
      <AboutBlock />
      <TestimonialsSection />
      <PopularCauses />
      <FeaturedCampaigns />
      <CallToAction />
      <FeedbackSlider />
      <FunFacts />
      <TargetBlock />
      <PartnersStrip />
      <EventsCarousel />
      <TeamBlock />
      <LatestPosts />
      <PhotoGrid />
    </>
  )
}
