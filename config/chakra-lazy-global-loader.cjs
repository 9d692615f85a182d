// A webpack loader for one file of @chakra-ui/react (dist/esm/styled-system/system.js).
//
// Chakra's createSystem builds the system's global CSS (the reset, every token as a CSS variable, the
// global styles) at once, about half of its time, and createSystem runs on the main thread before a
// root's first render: on a phone, one of the longest tasks of a page's live start. Only ChakraProvider
// reads it (`sys._global`, to insert it), and a root that leaves the global CSS to another root or to a
// pre-rendered page never does. Here it is built on first read instead, as a non-enumerable property, so
// that copying the system (`{ ...system, _global: [] }`) does not build it either.
//
// The replaced lines are matched exactly: a Chakra version that changed them fails the build here
// rather than quietly building the CSS twice or not at all.
const PATCHES = [
  ['  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n', '  let _global;\n'],
  ['  return {\n    $$chakra: true,\n    _config: config,\n    _global,\n', '  const system = {\n    $$chakra: true,\n    _config: config,\n'],
  [
    '    query\n  };\n}\nfunction getTokenMap(',
    '    query\n  };\n' +
      '  Object.defineProperty(system, "_global", {\n' +
      '    configurable: true,\n' +
      '    enumerable: false,\n' +
      '    get: () => (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]),\n' +
      '  });\n' +
      '  return system;\n}\nfunction getTokenMap(',
  ],
];

module.exports = function chakraLazyGlobal(source) {
  let patched = source;
  for (const [from, to] of PATCHES) {
    const at = patched.indexOf(from);
    if (at < 0 || patched.indexOf(from, at + 1) >= 0) {
      throw new Error(
        `chakra-lazy-global-loader: ${this.resourcePath} no longer has the expected code (${JSON.stringify(from.slice(0, 40))}); check it against this Chakra version`,
      );
    }
    patched = patched.slice(0, at) + to + patched.slice(at + from.length);
  }
  return patched;
};
