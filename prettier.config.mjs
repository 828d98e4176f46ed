/**
 * Prettier (issue 16): one format for all code, checked by `npm run lint` (`prettier --check .`);
 * `npm run format` writes it. Tailwind classes are put in Tailwind's own order by its plugin.
 */
export default {
  semi: false,
  singleQuote: true,
  printWidth: 160,
  trailingComma: 'all',
  plugins: ['prettier-plugin-tailwindcss'],
  tailwindStylesheet: './src/app/globals.css',
}
