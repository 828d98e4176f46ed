import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The import graph rules of `.dependency-cruiser.cjs` (issue 37 item 2; `npm run lint:cycles` runs
 * them on the whole tree): the Payload config's module graph holds no React, and the rules refuse a
 * loop of type-only edges, a loop closed by a dynamic import, and a block schema that reaches a
 * component — each shown on a small tree written for the test.
 */
const root = path.resolve(import.meta.dirname, '../..')
let projectOptions: ICruiseOptions

beforeAll(async () => {
  projectOptions = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'))
})

async function cruiseResult(files: string[], options: ICruiseOptions, tsConfigFile: string): Promise<ICruiseResult> {
  const { output } = await cruise(files, options, {}, { tsConfig: extractTSConfig(tsConfigFile) })
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text; expected its result object')
  return output
}

const violationsOf = (result: ICruiseResult) => result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)

describe("the CMS config's module graph", () => {
  it('loads no .tsx file and no react', async () => {
    const result = await cruiseResult(['src/cms/payload.config.ts'], { ...projectOptions, baseDir: root }, path.join(root, 'tsconfig.json'))
    const modules = result.modules.map((m) => m.source)
    // The graph is the real one: collections, the block list and the block schemas are in it.
    expect(modules).toEqual(expect.arrayContaining(['src/cms/blocks.ts', 'src/features/content-blocks/cms.ts', 'src/features/car-list/cms.ts']))
    expect(modules.filter((source) => source.endsWith('.tsx') || /(^|\/)node_modules\/react(-dom)?\//.test(source))).toEqual([])
    expect(violationsOf(result)).toEqual([])
  })
})

describe('the import graph rules', () => {
  let tree: string
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true })
    writeFileSync(path.join(tree, file), text)
  }

  beforeAll(() => {
    // Inside the project, so `react` resolves to its node_modules as it does for src/.
    mkdirSync(path.join(root, 'test-results'), { recursive: true })
    tree = mkdtempSync(path.join(root, 'test-results', 'import-graph-'))
    write('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', strict: true } }))
    // Two modules that need each other's types only.
    write('src/features/a/a.ts', "import type { B } from './b'\nexport type A = { b?: B }\n")
    write('src/features/a/b.ts', "import type { A } from './a'\nexport type B = { a?: A }\n")
    // The config's client loads the config lazily; the config loads a module that uses the client.
    write('src/cms/payload-client.ts', "export const loadConfig = () => import('./payload.config')\n")
    write('src/cms/hooks.ts', "import { loadConfig } from './payload-client'\nexport const hook = () => loadConfig()\n")
    // A block schema that takes its picker metadata from a barrel that also exports the component.
    write('src/features/blocks/HeroBlock.tsx', "import { useId } from 'react'\nexport default function HeroBlock() {\n  return <p id={useId()} />\n}\n")
    write('src/features/blocks/index.ts', "export { default as HeroBlock } from './HeroBlock'\nexport const pickerEntry = { label: 'Hero' }\n")
    write('src/features/blocks/hero-block.ts', "import { pickerEntry } from './index'\nexport const heroBlock = { slug: 'hero', ...pickerEntry }\n")
    write(
      'src/cms/payload.config.ts',
      "import { hook } from './hooks'\nimport { heroBlock } from '../features/blocks/hero-block'\nexport default { hook, blocks: [heroBlock] }\n",
    )
  })

  afterAll(() => rmSync(tree, { recursive: true, force: true }))

  it('refuse a loop of type-only imports, a loop closed by a dynamic import, and React reached from the CMS config', async () => {
    const result = await cruiseResult(['src'], { ...projectOptions, baseDir: tree, tsConfig: { fileName: 'tsconfig.json' } }, path.join(tree, 'tsconfig.json'))
    const violations = violationsOf(result)
    expect(violations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^no-circular: src\/features\/a\/(a|b)\.ts/),
        expect.stringMatching(/^no-circular: src\/cms\/(payload-client|hooks|payload\.config)\.ts/),
        'cms-config-loads-no-react: src/cms/payload.config.ts → src/features/blocks/HeroBlock.tsx',
        expect.stringMatching(/^cms-config-loads-no-react: src\/cms\/payload\.config\.ts → .*node_modules\/react\//),
      ]),
    )
  })
})
