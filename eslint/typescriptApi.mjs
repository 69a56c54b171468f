/**
 * typescript-eslint reads TypeScript's compiler API through `require('typescript')`. The project's
 * `typescript` is TypeScript 7 (the type-check's compiler), whose package no longer has that API
 * (it moved under `typescript/unstable/*`), so typescript-eslint's requires are pointed at
 * `typescript-api` (TypeScript 6, whose API is stable; tests/support/literalTexts.ts reads it too).
 * package.json's `overrides` lets typescript-eslint's peer range accept the project's TypeScript.
 * tests/unit/upgrade-canaries.test.ts says when typescript-eslint reads TypeScript 7 itself: then drop
 * this file and the override.
 */
import Module from 'node:module';

const FROM_TYPESCRIPT_ESLINT =
  /[\\/]node_modules[\\/](@typescript-eslint[\\/]|typescript-eslint[\\/]|ts-api-utils[\\/])/;

// Node's CommonJS resolver, the one hook that reaches a package's own require() on Node 20 and 22.
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const redirected = /^typescript(\/|$)/.test(request) && FROM_TYPESCRIPT_ESLINT.test(parent?.filename ?? '');
  return resolveFilename.call(
    this,
    redirected ? request.replace('typescript', 'typescript-api') : request,
    parent,
    ...rest,
  );
};
