import base from './eslint.config.mjs'
export default [
  ...base,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 100, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
]
