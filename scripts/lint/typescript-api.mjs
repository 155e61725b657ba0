// typescript-eslint needs TypeScript's JavaScript API, which TypeScript 7 (the native compiler this project
// type-checks with) no longer ships, and its peer range stops below 6.1. package.json therefore installs
// TypeScript 6.0 a second time under the name `typescript-for-lint`, and this module, imported first by
// eslint.config.mjs, answers every `require('typescript')` made inside the ESLint process with that copy.
// `tsc`, `next build` and the editor's checks keep using TypeScript 7. Listed in docs/couplings.md.
import Module from 'node:module';

const target = 'typescript-for-lint';
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveTypescriptForLint(request, ...rest) {
  if (request === 'typescript' || request.startsWith('typescript/')) {
    return resolve.call(this, target + request.slice('typescript'.length), ...rest);
  }
  return resolve.call(this, request, ...rest);
};
