import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: ['.next/**', 'node_modules/**', 'data/**', 'src/payload-types.ts', 'src/migrations/**', 'src/app/(payload)/admin/importMap.js', 'next-env.d.ts', 'test-results/**'],
  },
  ...tseslint.configs.recommended,
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
            "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name=/^(key|name)$/]:matches([object.name=/^site$/i], [object.property.name=/^site$/i])",
          message: 'Do not branch on a site’s key or name: add a feature switch to the site record.',
        },
      ],
    },
  },
)
