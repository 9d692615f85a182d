// Chakra's global CSS of the public pages as emotion's server rendering writes it: mf-public's
// ChakraProvider, with the system its live pages build (mf-public/src/chrome/publicSystem.ts), rendered
// to a string. Each of the provider's <Global> styles comes out as
// <style data-emotion="css-global <name>">; on the live page, a <Global> that finds the element of its
// name takes it as its own instead of inserting the CSS again.
import { register } from 'node:module';

register('./source-hooks.mjs', import.meta.url);

/** The provider's global styles in the order it renders them: emotion's id of each, and its CSS. */
export async function publicGlobalStyles() {
  const [{ createElement }, { renderToString }, { ChakraProvider }, { publicSystem }] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('@chakra-ui/react'),
    import('../../mf-public/src/chrome/publicSystem.ts'),
  ]);
  const html = renderToString(createElement(ChakraProvider, { value: publicSystem() }));
  const styles = [...html.matchAll(/<style data-emotion="(css-global [^"]+)">([\s\S]*?)<\/style>/g)].map(([, id, css]) => ({ id, css }));
  if (styles.length === 0) throw new Error('the server rendering of ChakraProvider gave no global styles');
  return styles;
}
