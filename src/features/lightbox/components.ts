import { Gallery } from './Gallery'

export const blockComponents = { gallery: Gallery }
