/**
 * The console's own conventions as lint rules (they were regular-expression scans of the source before
 * issue 61). Each message says the convention and where it is written down.
 */

const CONSOLE = ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}'];
const TESTS = ['**/*.test.{ts,tsx}'];

/**
 * One way to call the platform (issue 23, docs/architecture.md): every call is a data-provider or an
 * auth-provider method. The request helpers are used only by the providers' own modules (src/platform/,
 * the session's calls, each resource's calls.ts); components reach the calls through the providers.
 */
const PROVIDER_MODULES = [
  'src/platform/**',
  'src/auth/calls.ts',
  'src/auth/secondFactorCalls.ts',
  'src/auth/enrolmentCalls.ts',
  'src/auth/identityProviderCalls.ts',
  'src/auth/stepUpCalls.ts',
  'src/auth/notMeCalls.ts',
  'resources/*/calls.ts',
  'resources/*/*/calls.ts',
  // Debts (issues 39, 40): pages that load their calls with themselves, registered in the resources' index
  // their loaders would be start-up code past the Users page's budget. Next: lazy provider methods.
  'resources/history/revertCalls.ts',
  'resources/reviews/calls.ts',
];
const PAGE_CALLS_USERS = [
  'resources/history/RevertDialog.tsx',
  'resources/myReviews/MyReviewsPage.tsx',
  'resources/reviews/CreateReviewDialog.tsx',
  'resources/reviews/ReviewDetail.tsx',
];
/** Besides the providers' modules, who may import a calls module's values. */
const CALLS_IMPORTERS = [
  ...PROVIDER_MODULES,
  ...PAGE_CALLS_USERS,
  'resources/*/index.ts',
  'src/auth/authProvider.ts',
  'src/auth/useCurrentUser.ts',
  'src/auth/access.ts',
  // canAccess of a page of records in one call (issue 41), beside access.ts's cache
  'src/auth/accessEach.ts',
  'src/auth/index.ts',
];

const REQUEST_HELPERS = {
  regex: '(^|/)(request|httpClient)$',
  importNames: ['platformRequest', 'platformFetch', 'splitRoute'],
  message:
    "Only the providers' modules make requests (src/platform/, the session's calls, a resource's calls.ts): call a data-provider or auth-provider method (docs/architecture.md, issue 23).",
};
const CALLS_MODULE = {
  regex: '(^|/)calls$',
  allowTypeImports: true,
  message:
    "A calls module is reached through the providers (a data-provider method, registered by the resource's index.ts; the session's through the auth provider): useDataProvider() (docs/architecture.md, issue 23).",
};
const API_MODULE = {
  regex: '(^|/)api$',
  message: "No api modules: a resource's calls are its calls.ts, the session's src/auth/calls.ts (issue 23).",
};

const restrictedImports = (...patterns) => ['error', { patterns }];

/** Syntax the console does not write, with why. */
const SEARCH_PARAMS_SETTER = {
  selector:
    "VariableDeclarator[init.callee.name='useSearchParams'] > ArrayPattern > :nth-child(2), Identifier[name='setSearchParams']",
  message:
    "The address's parameters change through src/navigation/useUpdateParams.ts, which starts from the address as last written; react-router's setter starts from the last render's and undoes a change made meanwhile.",
};
const FORM_STATE_FROM_CONTEXT = {
  selector:
    "MemberExpression[object.callee.name='useFormContext'][property.name='formState'], VariableDeclarator[init.callee.name='useFormContext'] > ObjectPattern > Property[key.name='formState']",
  message:
    "useFormContext()'s formState re-renders a component only with the context (the form's functions alone): read the form's state with useFormState or useController.",
};

export const conventions = [
  {
    files: CONSOLE,
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictedImports(REQUEST_HELPERS, CALLS_MODULE, API_MODULE),
      'no-restricted-syntax': ['error', SEARCH_PARAMS_SETTER, FORM_STATE_FROM_CONTEXT],
      // The console's own files beside the bundle (config.json, version.json) and the error reports aside,
      // the network is asked through the http client (src/platform/httpClient.ts).
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Ask the platform through a provider method (src/platform/httpClient.ts sends it).' },
      ],
    },
  },
  {
    files: CALLS_IMPORTERS,
    rules: { '@typescript-eslint/no-restricted-imports': restrictedImports(REQUEST_HELPERS, API_MODULE) },
  },
  { files: PROVIDER_MODULES, rules: { '@typescript-eslint/no-restricted-imports': restrictedImports(API_MODULE) } },
  {
    files: [
      'src/config/index.ts',
      'src/operations/sendReport.ts',
      'src/operations/version.ts',
      'src/platform/httpClient.ts',
    ],
    rules: { 'no-restricted-globals': 'off' },
  },
];
