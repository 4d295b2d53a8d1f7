import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files a browser downloads. Source maps are left out: the server never serves them. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest']);

/**
 * Issue 5, point 7: brotli (.br) and gzip (.gz) copies of every text file of the build, index.html
 * included, written next to the original at the strongest levels (time is spent once, at build time).
 * The simulator's @fastify/static serves them by content negotiation (`preCompressed: true`). A copy
 * that would not be smaller than the original is not written, so the original is served instead.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'ordering:precompress-assets',
    apply: 'build',
    async writeBundle(options) {
      const outDir = options.dir;
      if (!outDir) return;
      // Every file written, read from the disk: an asset copied by a `?url` import (maplibre-gl's worker)
      // is not always in the bundle this hook is given.
      const written = await readdir(outDir, { recursive: true });
      const files = written.filter((file) => COMPRESSIBLE.has(extname(file)));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const original = await readFile(path);
          const [br, gz] = await Promise.all([
            brotli(original, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: original.length } }),
            gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < original.length) await writeFile(`${path}.br`, br);
          if (gz.length < original.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}
