import { PriceList } from './PriceList'

export const blockComponents = { priceList: PriceList }
