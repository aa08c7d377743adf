import type { Plugin } from 'payload'

import { withPageBlocks } from '@/lib/payload/withPageBlocks'

import { OpeningHoursBlock } from './blocks'
import { withOpeningHoursSettings } from './settings'

export const openingHoursFeature: Plugin = (config) =>
  withPageBlocks([OpeningHoursBlock])(withOpeningHoursSettings(config))
