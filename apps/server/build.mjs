// Bundles our server code (and @nivaas/shared, which ships as TypeScript) into dist/;
// third-party packages stay in node_modules.
import { build } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// The migrations' names: the bundle has no folder to read them from (src/db/migrations/index.ts).
const migrationNames = readdirSync(new URL('./src/db/migrations/', import.meta.url))
  .flatMap((file) => /^(\d{3}-[a-z0-9-]+)\.ts$/.exec(file)?.[1] ?? [])
  .sort();
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: { server: 'src/server.ts', cli: 'src/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  define: { NIVAAS_MIGRATION_NAMES: JSON.stringify(migrationNames) },
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/server.js');
