import { readFileSync } from 'node:fs'
import path from 'node:path'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The layers of docs/architecture.md are ESLint rules (issue 16): each case lints a file as if it
 * were saved at a real place in src/ (the text is ours, the rest of the project is read from disk)
 * and expects `npm run lint` to refuse it, or to accept it.
 */
const root = path.resolve(import.meta.dirname, '../..')
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root })
})

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) })
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('import-x/')).map((m) => `${m.ruleId}: ${m.message}`)
}

describe('layer rules', () => {
  it('refuse a deep import into another feature, and accept the same name through its index.ts', async () => {
    const deep = await problems(
      'src/features/compare/probe.ts',
      "import { carListHref } from '@/features/car-list/query-state'\nexport const probe = carListHref\n",
    )
    expect(deep.join('\n')).toMatch(/no-restricted-paths: .*Import another feature only through its index\.ts/)
    expect(
      await problems('src/features/compare/probe.ts', "import { carCardContext } from '@/features/car-list'\nexport const probe = carCardContext\n"),
    ).toEqual([])
  })

  it("let a feature take another feature's cms.ts (the block picker's metadata), and nothing else of its insides", async () => {
    expect(
      await problems('src/features/kits/probe.ts', "import { blockPickerEntry } from '@/features/content-blocks/cms'\nexport const probe = blockPickerEntry\n"),
    ).toEqual([])
    expect(
      (
        await problems(
          'src/features/kits/probe.ts',
          "import { blockPickerEntry } from '@/features/content-blocks/block-picker'\nexport const probe = blockPickerEntry\n",
        )
      ).join('\n'),
    ).toMatch(/Import another feature only through its index\.ts/)
  })

  it('refuse a new import cycle', async () => {
    // car-list imports the car card; the card's summary importing car-list back closes a circle.
    const file = 'src/features/car-card/car-summary.ts'
    const code = `${readFileSync(path.join(root, file), 'utf8')}\nimport { carListHref } from '@/features/car-list'\nexport const probe = carListHref\n`
    expect((await problems(file, code)).join('\n')).toMatch(/no-cycle: Dependency cycle/)
  })

  it('keep lib below everything, integrations below features and the CMS, and the demo out of product code', async () => {
    expect(
      (await problems('src/lib/probe.ts', "import { getDictionary } from '@/features/dictionary'\nexport const probe = getDictionary\n")).join('\n'),
    ).toMatch(/lib is the lowest layer/)
    expect(
      (await problems('src/integrations/search/probe.ts', "import { cmsDatabase } from '@/cms/payload-client'\nexport const probe = cmsDatabase\n")).join('\n'),
    ).toMatch(/integrations never import/)
    expect(
      (await problems('src/features/pages/probe.ts', "import { DEMO_SITES } from '@/demo/seed/demo-sites'\nexport const probe = DEMO_SITES\n")).join('\n'),
    ).toMatch(/Demo code is not product code/)
  })

  it('let the CMS config reach a feature only through its cms.ts', async () => {
    expect(
      (await problems('src/cms/probe.ts', "import { getDictionary } from '@/features/dictionary'\nexport const probe = getDictionary\n")).join('\n'),
    ).toMatch(/through its cms\.ts/)
    expect(await problems('src/cms/probe.ts', "import { DICTIONARY_KEYS } from '@/features/dictionary/cms'\nexport const probe = DICTIONARY_KEYS\n")).toEqual(
      [],
    )
  })

  it('let a feature use an integration only through its port and instance.ts, never an adapter (issue 37)', async () => {
    expect(
      (
        await problems(
          'src/features/leads/probe.ts',
          "import { readStockByIds } from '@/integrations/search/built-in/stock-tables'\nexport const probe = readStockByIds\n",
        )
      ).join('\n'),
    ).toMatch(/only through its port and instance\.ts/)
    expect(
      await problems(
        'src/features/leads/probe.ts',
        "import { getSearchEngine } from '@/integrations/search/instance'\nimport type { SearchEngine } from '@/integrations/search/search-engine'\nexport const probe: (typeof getSearchEngine)[] = []\nexport type Probe = SearchEngine\n",
      ),
    ).toEqual([])
  })

  it('let routes import features and lib only, and Payload’s own route files its config (issue 37)', async () => {
    const cms = "import { cmsDatabase } from '@/cms/payload-client'\nexport const probe = cmsDatabase\n"
    const config = "import config from '@payload-config'\nexport const probe = config\n"
    const integration = "import { getAnalytics } from '@/integrations/analytics/instance'\nexport const probe = getAnalytics\n"
    expect((await problems('src/app/(payload)/api/healthz/probe.ts', cms)).join('\n')).toMatch(
      /Routes import features \(through their index\.ts\) and lib only/,
    )
    expect((await problems('src/app/(site)/site/probe.ts', config)).join('\n')).toMatch(/Routes import features/)
    expect((await problems('src/app/(payload)/api/analytics/probe.ts', integration)).join('\n')).toMatch(/Routes import features/)
    expect(await problems('src/app/(payload)/api/graphql/probe.ts', config)).toEqual([])
    expect((await problems('src/app/(payload)/admin/probe.ts', cms)).join('\n')).toMatch(/Payload’s own route files import the Payload config only/)
  })
})
