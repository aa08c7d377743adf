import type { Plugin } from 'payload'

import { Footer } from './collections/footer'

export const footerFeature: Plugin = (config) => ({
  ...config,
  globals: [...(config.globals ?? []), Footer],
})
