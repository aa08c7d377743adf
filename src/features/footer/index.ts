// The face of this feature: what src/app and tests may use (ESLint refuses deeper imports
// from the routes). The wiring (src/wiring/plugins.ts) takes the plugin from ./plugin, so plain
// Node (the Payload CLI, scripts, tests) never loads the pages' components and stylesheets.
export * from './plugin'

export { Footer } from './Footer'
