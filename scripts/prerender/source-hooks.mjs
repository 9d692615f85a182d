// Module hooks (node:module register) that let the pre-render import the site's TypeScript sources as
// the webpack builds see them (config/webpack.factory.cjs): TypeScript and JSX compiled with swc, the
// `shared` package from its sources (the `wellness-source` condition), extension-less relative imports,
// and the `chakra-theme/<part>` alias for Chakra's theme parts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformSync } from '@swc/core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// As the factory's alias: the folder of Chakra's theme parts.
const chakraTheme = path.join(root, 'node_modules/@chakra-ui/react/dist/esm/theme');
const SOURCE = /\.tsx?$/;

export async function resolve(specifier, context, nextResolve) {
  if (specifier.startsWith('chakra-theme/')) {
    return { url: pathToFileURL(path.join(chakraTheme, `${specifier.slice('chakra-theme/'.length)}.js`)).href, shortCircuit: true };
  }
  if (specifier.startsWith('.') && context.parentURL && SOURCE.test(context.parentURL) && !path.extname(specifier)) {
    const base = fileURLToPath(new URL(specifier, context.parentURL));
    const file = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((candidate) => fs.existsSync(candidate));
    if (file) return { url: pathToFileURL(file).href, shortCircuit: true };
  }
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'wellness-source'] });
}

export async function load(url, context, nextLoad) {
  if (!SOURCE.test(url)) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
