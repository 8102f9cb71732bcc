import path from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { startAfterPaintPlugin } from './start-after-paint-plugin';
import { chunkCyclesPlugin } from './chunk-cycles-plugin';
import { compressPlugin } from './compress-plugin';
import { localesPlugin } from './locales-plugin';
import { shellOnly } from './pwa-shell';

const api = process.env.NIVAAS_API ?? 'http://localhost:3000';
const outDir = 'dist';

/**
 * The server's renderer of public pages' first screens (src/app/server-render.tsx), built for
 * Node beside the browser's build: `vite build --ssr` writes dist-ssr/server-render.js, which
 * the server imports. Libraries stay in node_modules; the app's CSS modules keep the class
 * names of the browser build.
 */
const serverRendererConfig: UserConfig = {
  plugins: [react(), localesPlugin({ emit: false })],
  // Leaflet reads `window` as it loads, which would stop the server: the renderer gets a stand-in.
  resolve: {
    alias: [
      {
        find: /^leaflet(\.markercluster)?$/,
        replacement: path.resolve(import.meta.dirname, 'src/app/server-browser-only.ts'),
      },
    ],
  },
  build: {
    ssr: 'src/app/server-render.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: true,
    copyPublicDir: false,
  },
};

const browserConfig: UserConfig = {
  plugins: [
    react(),
    localesPlugin(),
    startAfterPaintPlugin(),
    chunkCyclesPlugin(),
    // The service worker (sw/sw.ts), registered by src/lib/pwa and never in dev.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      devOptions: { enabled: false },
      // The manifest is public/manifest.webmanifest, linked from index.html.
      manifest: false,
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,webmanifest,svg,png}'],
        globIgnores: ['locales/**', 'sw.js'],
        manifestTransforms: [shellOnly(path.resolve(import.meta.dirname, outDir))],
        // The entry script may grow past Workbox's 2 MB default only by mistake: it is budgeted.
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
    }),
    compressPlugin(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/uploads': { target: api },
      '/dev/outbox': { target: api },
      '/socket.io': { target: api, ws: true },
    },
  },
  build: {
    outDir,
    sourcemap: true,
    // .vite/manifest.json: the server reads it to name a public page's chunks in its HTML.
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Every browser we support preloads modules natively; the polyfill only cost first-load bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Code shared by lazy pages stays in its own chunks instead of being merged into the
      // entry, so the first page only downloads what it uses (budget: 150 KB gzipped).
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      output: {
        codeSplitting: {
          groups: [
            {
              // Tiny modules that the first page and lazy pages share: one file instead of six
              // saves a request and each file's wrapping on the first load.
              name: 'boot-shared',
              test: /(packages[\\/]shared[\\/]src[\\/](constants|roles)\.ts|src[\\/]lib[\\/]use-document-title|react-query[\\/].*queryOptions|shell\.module\.css|createReactComponent)/,
            },
            {
              // Library code in chunks by the set of pages that use it, groups under 12 KB
              // joined to their nearest neighbour: a page loads tens of scripts instead of a
              // hundred 1–3 KB ones, each a round trip on a phone (decision 032). Leaflet stays
              // out: leaflet.markercluster needs the global L that leaflet sets before it runs.
              name: 'ui',
              test: /node_modules[\\/](?!leaflet)/,
              entriesAware: true,
              entriesAwareMergeThreshold: 12_000,
            },
          ],
        },
      },
    },
  },
};

export default defineConfig((env) => (env.isSsrBuild ? serverRendererConfig : browserConfig));
