import fs from 'node:fs'

import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// Features never import each other and lib/ imports no feature: only the app layer (app/,
// wiring/, written from the features' manifests, and seed/) composes them. One zone per feature.
const features = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'Features must not import each other; what one offers another goes through src/contracts/.',
  })),
  {
    target: './src/lib',
    from: './src/features',
    message: 'lib/ is shared and must not depend on a feature.',
  },
  {
    target: './src/lib',
    from: ['./src/server', './src/app', './src/migrations', './src/seed', './src/wiring'],
    message: 'lib/ is shared: what it needs from above is passed in by its caller.',
  },
  {
    // src/wiring/ loads every feature (written by npm run wire); through it a feature would
    // import all the others.
    target: './src/features',
    from: './src/wiring',
    message:
      'A feature never imports src/wiring/; what it needs of another goes through src/contracts/.',
  },
  {
    // The front server loads its own copy of every module it imports, apart from the Next.js
    // bundle's (docs/process-model.md): a feature's state imported here would be a second one.
    // The /suche renderer draws the search feature's markup, which holds no state.
    target: './src/server',
    from: './src/features',
    except: ['./search/SearchPageBody.tsx', './search/resultsPage.ts'],
    message:
      'The front server reaches features through src/contracts/processServices.ts (docs/process-model.md), not by import.',
  },
]

// Production code never imports what only tests need (issue 27): test kits live in src/test/.
const testImports = {
  group: ['vitest', '@/test/*', '**/test/*', '*.test', '**/*.test', '**/*TestKit'],
  message:
    "Production code must not import test code; test kits belong in src/test/ or a feature's test/ folder.",
}
/**
 * A test asserts behaviour, not the time on the clock (docs/testing.md, issue 57): a bound on
 * `performance.now() - started` failed the gate by the machine's load. Speed is `npm run bench`'s;
 * a timer's exact delay is checked with faked timers (`vi.useFakeTimers`, `page.clock`).
 */
const wallClockAssert = {
  selector:
    "CallExpression[callee.name='expect'] > BinaryExpression[operator='-'] > CallExpression.left[callee.object.name=/^(performance|Date)$/][callee.property.name='now']",
  message:
    'No wall-clock bound in a test: assert the behaviour (faked timers, processor time for work); speed belongs to npm run bench.',
}
/**
 * Times are the salon's (Europe/Berlin) everywhere: a date formatted without a time zone takes the
 * server's (UTC) or the browser's, and a contact request's notification said 09:30 for 10:30.
 * Only a format that shows a day or a time needs one; numbers (euros, megabytes) do not.
 */
const DATE_PARTS = '/^(dateStyle|timeStyle|weekday|year|month|day|hour|minute)$/'
const salonTimeZone = [
  {
    selector: `CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]:has(Property[key.name=${DATE_PARTS}]):not(:has(Property[key.name='timeZone']))`,
    message:
      "A date or time is the salon's: add timeZone (e.g. 'Europe/Berlin' or the salon's setting).",
  },
  {
    selector:
      'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/][arguments.length<2]',
    message: "A date or time is the salon's: pass the locale and { timeZone: 'Europe/Berlin' }.",
  },
  {
    selector: `NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']:not(:has(Property[key.name='timeZone']))`,
    message:
      "A date or time is the salon's: add timeZone (e.g. 'Europe/Berlin' or the salon's setting).",
  },
]
// A feature's own test kits live in its folder, under test/ (its corpus, its sites).
const testFiles = [
  '**/*.test.ts',
  '**/*.test.tsx',
  'src/test/**',
  'src/features/*/test/**',
  'e2e/**',
  'vitest.config.ts',
]

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'media/**',
      'bench/results/**',
      'test-results/**',
      'reports/**',
      'playwright-report/**',
      'next-env.d.ts',
      'public/islands/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/admin/importMap.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // A package the code imports is one package.json names: one that is only there because
      // a dev tool pulls it in (htmlparser2 came with mailparser) is gone in a production install.
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          devDependencies: [
            ...testFiles,
            'e2e/**',
            'bench/**',
            'scripts/**',
            '*.config.*',
            'playwright*.ts',
            'src/test/**',
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Plain <img> inside <picture> is how responsive AVIF/WebP sources are served here.
      '@next/next/no-img-element': 'off',
      // Public pages have no client router (docs/islands.md): every link is a plain <a>.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // The two size limits of docs/decisions/codebase-structure.md, for hand-written production
    // code. A test's describe block only groups its cases, and generated code is ignored above.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{mjs,ts}'],
    ignores: testFiles,
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 100, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'no-restricted-imports': ['error', { patterns: [testImports] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Symbol'][callee.property.name='for']",
          message:
            'Process-wide values go through src/contracts/processWide.ts (or processServices.ts for services between the front server and the features), so every one is listed there.',
        },
      ],
    },
  },
  {
    // One clock (issue 57): production code reads the time only through src/lib/clock.ts, which
    // a test server starts at a given instant. Tests set their own clocks and may read the real one.
    files: ['src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Symbol'][callee.property.name='for']",
          message:
            'Process-wide values go through src/contracts/processWide.ts (or processServices.ts for services between the front server and the features), so every one is listed there.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read the time with clock.now() from @/lib/clock (one clock a test can set).',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Read the time with clock.ms() from @/lib/clock (one clock a test can set).',
        },
        {
          selector:
            "ObjectExpression:has(> SpreadElement) > Property[key.name='endpoints']:matches([value.type='Identifier'], [value.type='ArrayExpression']:not(:has(SpreadElement)))",
          message:
            "A copy of a collection with `endpoints:` drops the collection's own: use withEndpoints from @/lib/payload/withEndpoints.",
        },
        ...salonTimeZone,
      ],
    },
  },
  {
    // Code that runs in the browser reads the page's own clock (a browser test sets it with
    // page.clock); importing the server's clock would only add bytes to every island.
    files: [
      'src/**/*.island.ts',
      'src/**/*.client.tsx',
      'src/**/browser/**',
      'src/islands/**',
      'src/features/consent/consentStore.ts',
      'src/features/consent/analytics.ts',
    ],
    ignores: testFiles,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Symbol'][callee.property.name='for']",
          message:
            'Process-wide values go through src/contracts/processWide.ts (or processServices.ts for services between the front server and the features), so every one is listed there.',
        },
        ...salonTimeZone,
      ],
    },
  },
  {
    // Browser tests wait for what a person waits for (docs/testing.md, issue 57): a fixed sleep
    // and `networkidle` made the gate depend on a quiet machine.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/settled.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'Wait for the element, the response or the page clock, never a fixed time.',
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(waitForLoadState|goto|reload|waitForURL)$/] Literal[value='networkidle']",
          message:
            'Not networkidle: adminFormReady(page) or publicPageSettled(page) from e2e/settled.ts.',
        },
        wallClockAssert,
      ],
    },
  },
  {
    files: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/test/**', 'src/features/*/test/**'],
    rules: { 'no-restricted-syntax': ['error', wallClockAssert] },
  },
  {
    files: ['src/contracts/processWide.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The routes reach a feature through its face, the feature's index.ts: what it exports there
    // is what it offers; everything behind it may move without touching a route.
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*/**'],
              message:
                "Import a feature through its face ('@/features/<name>'); export what the route needs from the feature's index.ts.",
            },
            testImports,
          ],
        },
      ],
    },
  },
  {
    // Code that runs in the visitor's browser: islands and client components. Server modules
    // (secrets, the database, the configuration) must never be pulled into it; modules that hold
    // secrets also import 'server-only', which fails the build if one slips through.
    files: ['src/**/*.island.ts', 'src/**/*.client.tsx', 'src/islands/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.server', '*.server', '@/lib/env', 'server-only', 'payload', 'node:*'],
              message: 'Browser code must not import server modules.',
            },
            testImports,
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', 'scripts/**'],
    languageOptions: { globals: globals.node },
  },
)
