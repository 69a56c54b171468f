// node-polyglot requires `hasown`, which brings `function-bind`, a polyfill of Function.prototype.bind
// that every supported browser has: the build resolves it here instead (vite.config.ts).
module.exports = Function.prototype.call.bind(Object.prototype.hasOwnProperty);
