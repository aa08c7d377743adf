import { PriceList } from './PriceList'

export const priceListComponents = { priceList: PriceList }
