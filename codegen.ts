// Generates typed GraphQL documents for the web app from schema.graphql (emitted by the api).
//
// Two outputs: web/src/gql/ holds every document of the app (the back office's and the public
// pages'), in one module; web/src/gql/public.ts holds only the public pages' documents (booking,
// contact, cancel, signing, quote and the site details), so a customer's phone loading one of
// those pages does not parse the ~170 KB of the back office's documents with it.
import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = { DateTimeISO: 'string', SafeInt: 'number' };

const PUBLIC_DOCUMENTS = [
  'web/src/shared/site-info.graphql',
  'web/src/shared/inspection-check.graphql',
  'web/src/features/booking/booking.graphql',
  'web/src/features/contact/contact.graphql',
  'web/src/features/cancel/cancel.graphql',
  'web/src/features/signing/signing.graphql',
  'web/src/features/quote/quote.graphql',
];

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      documents: ['web/src/**/*.graphql', 'web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      preset: 'client',
      config: { useTypeImports: true, enumsAsTypes: true, scalars },
      // persisted-documents.json: every operation of the app with its sha256, the documents an
      // anonymous caller may run (api/src/http/trusted-documents.ts).
      presetConfig: { fragmentMasking: false, persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' } },
    },
    'web/src/gql/public.ts': {
      documents: PUBLIC_DOCUMENTS,
      plugins: [{ add: { content: '/* The public pages\' documents only (see codegen.ts). */' } }, 'typescript-operations', 'typed-document-node'],
      config: { useTypeImports: true, enumsAsTypes: true, scalars },
    },
  },
};

export default config;
