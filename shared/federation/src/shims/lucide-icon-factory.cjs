// lucide-react's icon factory, shared as 'lucide-react/icon-factory' (not a path the package
// exports: every build's icons are pointed at it, webpack/lucide-icon-factory.ts). The icons stay
// with the code that draws them; the factory they all call (with lucide's Icon component and
// context, ~1.8 KB gzip) was bundled again by every remote beside the shell's copy.
// CommonJS on purpose: the icons are strict ES modules (.mjs), whose default import of a shared
// module (which has no static exports in a remote) is its whole `module.exports`: the function.
module.exports = require('lucide-icon-factory-internal').default;
