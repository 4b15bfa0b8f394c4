import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';

const routesFromBelow = {
  group: ['**/routes/**'],
  message: 'Imports flow one way: routes -> ui/journeys -> machines/api/content.',
};

const noActorsInScreens = {
  xstate: {
    name: 'xstate',
    message: 'Journey actors are created in src/journeys (startJourneySession), never in screens.',
  },
  xstateReact: {
    name: '@xstate/react',
    importNames: ['useActorRef', 'useMachine', 'useActor', 'createActorContext'],
    message: 'Screens read the open journey with useJourneyView(); they never create actors.',
  },
};

const oneStepFormAdapter = {
  name: '@mantine/form',
  importNames: ['useForm'],
  message:
    'A journey step binds its form through useStepForm (src/ui/journeys/shared/use-step-form.ts).',
};

const formStateInCharts = [
  {
    group: ['**/machines/validation/**', '**/machines/validation'],
    importNamePattern: '^validate',
    message: 'Forms are validated by their charts; screens send field and submit events.',
  },
];

export default tseslint.config(
  { ignores: ['dist/', '.data/', 'node_modules/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Paths into src/ are checked by import/no-restricted-paths below.
              group: ['react', 'react-dom', '@mantine/*', '@tanstack/*'],
              message: 'Charts stay pure: no UI stack or HTTP client in machines/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**/*.ts', 'src/content/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [routesFromBelow] }] },
  },
  {
    // Screens obey the charts: they read snapshots and send events. Journey actors are created in
    // src/journeys (journey-session.ts), and form values, errors and validation belong to the charts.
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noActorsInScreens.xstate, noActorsInScreens.xstateReact],
          patterns: [routesFromBelow, ...formStateInCharts],
        },
      ],
    },
  },
  {
    // Every journey step's form goes through the one adapter between @mantine/form and its chart.
    files: ['src/ui/journeys/**/*.{ts,tsx}'],
    ignores: ['src/ui/journeys/shared/use-step-form.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noActorsInScreens.xstate, noActorsInScreens.xstateReact, oneStepFormAdapter],
          patterns: [routesFromBelow, ...formStateInCharts],
        },
      ],
    },
  },
  {
    // The layers of docs/architecture.md: imports flow one way, and no module reaches itself again
    // through a cycle.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'server/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-cycle': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './machines',
              from: ['./src', './server', './test'],
              // The wire contract (pure zod) is shared: the forms' rules reuse its field patterns.
              except: ['./api/schemas'],
              message:
                'Charts stay pure: machines/ imports nothing from the app (but the API schemas), server or tests.',
            },
            {
              target: './src',
              from: ['./server', './test', './scripts'],
              message: 'The app never imports the reference server, tests or scripts.',
            },
            {
              target: ['./src/api', './src/content', './src/monitoring', './src/session'],
              from: ['./src/ui', './src/journeys', './src/routes'],
              message:
                'Imports flow one way: routes -> ui/journeys -> api/content/session/monitoring.',
            },
            {
              target: ['./src/ui', './src/journeys'],
              from: './src/routes',
              message: 'Imports flow one way: routes compose ui and journeys, never the reverse.',
            },
            {
              target: './server',
              from: [
                './src/ui',
                './src/journeys',
                './src/routes',
                './src/session',
                './src/monitoring',
              ],
              message:
                'The reference server shares only the API schemas and static content with the app.',
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
