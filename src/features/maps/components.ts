import { MapBlock } from './MapBlock'

export const blockComponents = { map: MapBlock }
