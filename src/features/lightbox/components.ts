import { Gallery } from './Gallery'

export const lightboxComponents = { gallery: Gallery }
