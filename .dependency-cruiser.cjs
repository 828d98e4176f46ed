/**
 * Import graph rules that ESLint cannot see (issue 37 item 2; docs/architecture.md "Cycles and the
 * CMS config's graph"). `npm run lint:cycles` runs them; `npm test` runs it after ESLint.
 *
 * ESLint's `import-x/no-cycle` skips `import type` edges and dynamic `import()`s. Those still tie
 * modules together (a type-only loop is one refactor away from a value loop, and a dynamic import
 * loads its target), so here every edge counts: `tsPreCompilationDeps` keeps the type-only ones.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import loop, type-only edges and dynamic imports included: dependencies point downwards only (docs/architecture.md "Layers").',
      from: {},
      to: { circular: true },
    },
    {
      name: 'cms-config-loads-no-react',
      severity: 'error',
      comment:
        'The Payload config (and so every script and test that loads it) reaches no React component: block schemas take their picker metadata from the CMS side of a feature (cms.ts, block-picker.ts), never from its index.ts.',
      from: { path: '^src/cms/payload[.]config[.]ts$' },
      to: { reachable: true, path: ['[.]tsx$', '(^|/)node_modules/react(-dom)?/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Payload's generated import map of admin components: it lists whatever the config names, and is rewritten by Payload.
    exclude: { path: ['^src/app/[(]payload[)]/admin/importMap[.]js$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // As the bundler resolves: package exports first, TypeScript sources before compiled ones.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
}
