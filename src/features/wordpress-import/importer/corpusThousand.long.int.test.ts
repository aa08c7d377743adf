import { vi } from 'vitest'

import { describeCorpus } from '../test/corpusCheck'
import { thousandItems } from '../test/corpusKit'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

// The long lane (`npm run test:long`): the export corpus's thousand items, a minute and a half on
// SQLite and four and a half on PostgreSQL, checked as every export of the corpus is.
await describeCorpus([thousandItems()])
