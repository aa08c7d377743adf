import type { Plugin } from 'payload'

import { withFeature } from '@/lib/payload/withFeature'

import { Footer } from './collections/footer'

export const footerFeature: Plugin = (config) => withFeature(config, { globals: [Footer] })
