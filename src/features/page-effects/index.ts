export { pageEffectsFeature } from './config'
