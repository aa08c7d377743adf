import { MapBlock } from './MapBlock'

export const mapsComponents = { map: MapBlock }
