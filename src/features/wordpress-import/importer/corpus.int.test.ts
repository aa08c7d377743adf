import { vi } from 'vitest'

import { corpusFiles, fileSource } from '../test/corpusKit'
import { describeCorpus } from '../test/corpusCheck'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

// The corpus's files (test/corpus/README.md), seconds each; the thousand items are in the long
// lane (corpusThousand.long.int.test.ts).
await describeCorpus(corpusFiles().map((name) => ({ name, source: fileSource(name) })))
