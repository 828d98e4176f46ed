/**
 * The production HTTP entry as plain JavaScript (issue 38): `npm run build` compiles src/server.ts
 * and what it imports of our own code into one ES module beside the Next build; the libraries stay
 * imports, resolved from node_modules as usual. `npm start`, the end-to-end tests and the
 * benchmarks run it with `node`, so no TypeScript loader sits in the serving process (no loader
 * hooks on every import, no source-map translation of every stack trace an error builds).
 */
import path from 'node:path'

/** Where the compiled entry is, relative to the project root. */
export const SERVER_ENTRY = '.next/showroom-server.mjs'

export async function compileServerEntry(root: string): Promise<void> {
  // Loaded here, not by the launchers that only need the path.
  const { build } = await import('esbuild')
  await build({
    entryPoints: [path.join(root, 'src/server.ts')],
    outfile: path.join(root, SERVER_ENTRY),
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The `@/…` paths come from tsconfig.json, as in the Next build.
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  })
}
