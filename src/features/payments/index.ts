// The face of this feature: what src/app and tests may use (ESLint refuses deeper imports
// from the routes). The wiring (src/wiring/plugins.ts) takes the plugin from ./plugin.
export * from './plugin'
