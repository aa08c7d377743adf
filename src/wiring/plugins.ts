// Written by `npm run wire` from src/features/catalogue.ts and each feature.ts: do not edit.
import type { Plugin } from 'payload'

import type { Env } from '@/lib/env'
import { plugin as users } from '@/features/users/plugin'
import { plugin as adminBar } from '@/features/admin-bar/plugin'
import { plugin as media } from '@/features/media/plugin'
import { plugin as pages } from '@/features/pages/plugin'
import { plugin as siteSettings } from '@/features/site-settings/plugin'
import { plugin as navigation } from '@/features/navigation/plugin'
import { plugin as footer } from '@/features/footer/plugin'
import { plugin as contentBlocks } from '@/features/content-blocks/plugin'
import { plugin as priceList } from '@/features/price-list/plugin'
import { plugin as openingHours } from '@/features/opening-hours/plugin'
import { plugin as team } from '@/features/team/plugin'
import { plugin as consent } from '@/features/consent/plugin'
import { plugin as embeds } from '@/features/embeds/plugin'
import { plugin as mail } from '@/features/mail/plugin'
import { plugin as contactForms } from '@/features/contact-forms/plugin'
import { plugin as spamReview } from '@/features/spam-review/plugin'
import { plugin as maps } from '@/features/maps/plugin'
import { plugin as payments } from '@/features/payments/plugin'
import { plugin as shop } from '@/features/shop/plugin'
import { plugin as accounts } from '@/features/accounts/plugin'
import { plugin as booking } from '@/features/booking/plugin'
import { plugin as events } from '@/features/events/plugin'
import { plugin as backups } from '@/features/backups/plugin'
import { plugin as lightbox } from '@/features/lightbox/plugin'
import { plugin as sliders } from '@/features/sliders/plugin'
import { plugin as backgrounds } from '@/features/backgrounds/plugin'
import { plugin as pageEffects } from '@/features/page-effects/plugin'
import { plugin as posts } from '@/features/posts/plugin'
import { plugin as portfolio } from '@/features/portfolio/plugin'
import { plugin as search } from '@/features/search/plugin'
import { plugin as dashboard } from '@/features/dashboard/plugin'
import { plugin as wordpressImport } from '@/features/wordpress-import/plugin'

/** Every feature's Payload plugin for one environment, in the catalogue's order. */
export const featurePlugins = (env: Env): Plugin[] => [
  users(env),
  adminBar(env),
  media(env),
  pages(env),
  siteSettings(env),
  navigation(env),
  footer(env),
  contentBlocks(env),
  priceList(env),
  openingHours(env),
  team(env),
  consent(env),
  embeds(env),
  mail(env),
  contactForms(env),
  spamReview(env),
  maps(env),
  payments(env),
  shop(env),
  accounts(env),
  booking(env),
  events(env),
  backups(env),
  lightbox(env),
  sliders(env),
  backgrounds(env),
  pageEffects(env),
  posts(env),
  portfolio(env),
  search(env),
  dashboard(env),
  wordpressImport(env),
]
