import { readdirSync } from 'node:fs'

import nextPlugin from '@next/eslint-plugin-next'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * The layers of docs/architecture.md as rules (issue 16). Dependencies point downwards only:
 *   app → features → cms → integrations → lib        (demo apart: only scripts and the demo route use it)
 * and a feature is used by other features only through its public face, `features/<x>/index.ts`.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * Another feature's insides: anything in `src/features/<other>/` except its `index.ts` and its
 * `cms.ts`. A block schema takes the block picker's metadata (`blockPickerEntry`) from
 * `content-blocks/cms.ts`: through the index.ts it loaded every block component into the CMS
 * config's module graph (issue 37; `.dependency-cruiser.cjs` rule `cms-config-loads-no-react`).
 */
const otherFeaturesInsides = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`, ...features.filter((other) => other !== feature).flatMap((other) => [`./${other}/index.ts`, `./${other}/cms.ts`])],
  message: 'Import another feature only through its index.ts (its public face), or its cms.ts (the CMS side: block schemas and picker metadata).',
}))

/** Routes and scripts also go through a feature's index.ts; the CMS config through its cms.ts. */
const featureInsidesFromOutside = [
  ...['./src/app', './scripts', './src/proxy.ts', './src/instrumentation.ts', './src/server.ts'].map((target) => ({
    target,
    from: './src/features',
    except: features.map((feature) => `./${feature}/index.ts`),
    message: 'Import a feature only through its index.ts (its public face).',
  })),
  {
    target: './src/cms',
    from: './src/features',
    except: features.map((feature) => `./${feature}/cms.ts`),
    message:
      'The CMS config imports a feature only through its cms.ts (block schemas, field rules, constants): its index.ts reaches the Payload client, which imports this config.',
  },
]

const layerZones = [
  {
    target: './src/lib',
    from: ['./src/app', './src/features', './src/cms', './src/integrations', './src/demo'],
    message: 'lib is the lowest layer: it imports nothing above it.',
  },
  {
    target: './src/integrations',
    from: ['./src/app', './src/features', './src/cms', './src/demo'],
    message: 'integrations never import features, the CMS or routes: they are ports and adapters on top of lib.',
  },
  {
    target: './src/cms',
    from: ['./src/app'],
    message: 'The CMS config never imports routes.',
  },
  {
    target: './src/features',
    from: ['./src/app'],
    message: 'Features never import routes.',
  },
  {
    target: ['./src/features', './src/cms', './src/integrations', './src/lib', './src/proxy.ts', './src/instrumentation.ts', './src/server.ts'],
    from: './src/demo',
    message: 'Demo code is not product code: only scripts/ and the demo picture route use src/demo.',
  },
  {
    target: './src/app',
    from: './src/demo',
    except: ['./stock-images-route.ts'],
    message: 'Demo code is not product code: only scripts/ and the demo picture route use src/demo.',
  },
]

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/admin/importMap.js',
      'next-env.d.ts',
      'test-results/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { '@next/next': nextPlugin, 'jsx-a11y': jsxA11y },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
    settings: { next: { rootDir: '.' } },
  },
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          // Site differences are data (the site record's switches), never a site's name in code.
          selector:
            'BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name=/^(key|name)$/]:matches([object.name=/^site$/i], [object.property.name=/^site$/i])',
          message: 'Do not branch on a site’s key or name: add a feature switch to the site record.',
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs}'],
    // Tests may reach into a feature's insides to test or mock them; the layer rules are for product code.
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'tests/**', '**/test-*.ts', '**/dom-test-helpers.ts*'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files when it follows imports, and sees no cycle.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...otherFeaturesInsides, ...featureInsidesFromOutside] }],
    },
  },
)
