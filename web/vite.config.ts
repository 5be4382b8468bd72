// Vite config: React, a dev proxy to the api (http and websocket), the client build in dist/ and
// the server-rendering bundle (`vite build --ssr src/entry-server.tsx`) in dist-ssr/. The client
// build's page template inlines its stylesheet and loads the app after the first paint
// (scripts/deferred-app.ts).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { deferredApp } from './scripts/deferred-app';

const API_ORIGIN = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), deferredApp()],
  // Money rules and phone numbers are the api's own modules, imported as they are (one implementation
  // of GST and rounding, and of how a stored E.164 number is written).
  resolve: {
    alias: {
      '@money': fileURLToPath(new URL('../api/src/shared/money.ts', import.meta.url)),
      '@phone': fileURLToPath(new URL('../api/src/shared/phone.ts', import.meta.url)),
      '@sms-segments': fileURLToPath(new URL('../api/src/shared/sms-segments.ts', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/graphql': { target: API_ORIGIN, changeOrigin: true, ws: true },
    },
  },
  // The SSR bundle carries its dependencies, so the api can load it wherever the build is deployed.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false, target: 'node22' }
    : { outDir: 'dist', emptyOutDir: true },
}));
