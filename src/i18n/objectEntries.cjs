// node-polyglot (react-admin's translator) requires the `object.entries` polyfill, which brings a dozen
// polyfill helpers (get-intrinsic, call-bind…) for a function every supported browser has: the build
// resolves it here instead (vite.config.ts).
module.exports = Object.entries;
