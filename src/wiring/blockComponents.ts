// Written by `npm run wire` from src/features/catalogue.ts and each feature.ts: do not edit.
import { blockComponents as navigation } from '@/features/navigation/components'
import { blockComponents as contentBlocks } from '@/features/content-blocks/components'
import { blockComponents as priceList } from '@/features/price-list/components'
import { blockComponents as openingHours } from '@/features/opening-hours/components'
import { blockComponents as team } from '@/features/team/components'
import { blockComponents as consent } from '@/features/consent/components'
import { blockComponents as embeds } from '@/features/embeds/components'
import { blockComponents as contactForms } from '@/features/contact-forms/components'
import { blockComponents as maps } from '@/features/maps/components'
import { blockComponents as lightbox } from '@/features/lightbox/components'
import { blockComponents as sliders } from '@/features/sliders/components'
import { blockComponents as backgrounds } from '@/features/backgrounds/components'
import { blockComponents as pageEffects } from '@/features/page-effects/components'

/** Block slug → server component, for every feature that has blocks (src/blocks/registry.ts). */
export const featureBlockComponents = {
  ...navigation,
  ...contentBlocks,
  ...priceList,
  ...openingHours,
  ...team,
  ...consent,
  ...embeds,
  ...contactForms,
  ...maps,
  ...lightbox,
  ...sliders,
  ...backgrounds,
  ...pageEffects,
}
