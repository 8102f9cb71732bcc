import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; source maps are for developers and stay as they are. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest|xml)$/;
/** Below this a compressed copy saves less than its own headers. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes a Brotli (`.br`, best quality) and a gzip (`.gz`) copy beside every text file of the
 * build, once, at build time: the server then sends whichever the browser accepts
 * (@fastify/static `preCompressed`) and never compresses on a request's time.
 */
export function compressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'nivaas-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the other plugins have written their files (the service worker among them).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const started = Date.now();
        let raw = 0;
        let br = 0;
        let count = 0;
        const jobs: Promise<void>[] = [];
        for await (const file of filesUnder(outDir)) {
          if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
          jobs.push(
            (async () => {
              const body = await readFile(file);
              const [b, g] = await Promise.all([
                brotli(body, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                  },
                }),
                gz(body, { level: 9 }),
              ]);
              await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)]);
              raw += body.length;
              br += b.length;
              count += 1;
            })(),
          );
        }
        await Promise.all(jobs);
        this.info(
          `precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli in ${Date.now() - started} ms`,
        );
      },
    },
  };
}
