import type { Plugin } from 'payload'

import { withPageBlocks } from '@/lib/payload/withPageBlocks'

import { OpeningHoursBlock } from './config'
import { withOpeningHoursSettings } from './settings'

export const openingHoursFeature: Plugin = (config) =>
  withPageBlocks([OpeningHoursBlock])(withOpeningHoursSettings(config))
