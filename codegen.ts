// Generates typed GraphQL documents for the web app from schema.graphql (emitted by the api).
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.graphql', 'web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string', SafeInt: 'number' },
      },
      presetConfig: { fragmentMasking: false },
    },
  },
};

export default config;
