import js from '@eslint/js'
import tseslint from 'typescript-eslint'

const NODE_BUILTINS = {
  regex: '^node:',
  message: 'El navegador no tiene módulos de Node: este archivo llega al navegador (docs/architecture.md).',
}
const SERVER_MODULES = {
  regex: '^#server/|/server/|^#config/env\\.server',
  allowTypeImports: true,
  message: 'Código solo del servidor: los loaders lo reciben por context.services (docs/architecture.md).',
}
const SERVER_NAMED = {
  regex: '\\.server(\\.tsx?)?$',
  allowTypeImports: true,
  message: 'Un módulo *.server solo puede importarlo un módulo de ruta (su loader) u otro *.server.',
}

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // What may reach the browser bundle: the pages' components and helpers, the shared rules and
  // the seller's identity. The build checks the bundle too (scripts/vite/client-bundle-guard.ts).
  {
    files: ['app/**/*.{ts,tsx}', 'domain/**/*.ts', 'config/**/*.ts'],
    ignores: ['**/*.server.{ts,tsx}', '**/*.test.{ts,tsx}', 'app/routes/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NODE_BUILTINS, SERVER_MODULES, SERVER_NAMED] }],
    },
  },
  // Route modules may import a *.server helper for their loader: React Router strips it from
  // the browser's copy of the route.
  {
    files: ['app/routes/**/*.{ts,tsx}'],
    ignores: ['**/*.server.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NODE_BUILTINS, SERVER_MODULES] }],
    },
  },
  // Layers flow down: the server never imports the pages (docs/architecture.md, 'Layers').
  {
    files: ['server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^#app/|(^|/)app/', message: 'El servidor no importa app/: lo compartido vive en domain/.' }] },
      ],
    },
  },
)
