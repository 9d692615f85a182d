// Stands in for @module-federation/enhanced/runtime in jest: each "remote" writes its id into its element.
import type { ParcelConfigObject } from 'single-spa';

// The runtime's own version check, as in the browser.
export { satisfy } from '@module-federation/runtime-core';

export const failing = new Set<string>();

export const registerRemotes = jest.fn();

export const registerPlugins = jest.fn();

function lifecycles(id: string): ParcelConfigObject {
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      const element = (props as unknown as { domElement: HTMLElement }).domElement;
      element.setAttribute('data-remote-module', id);
      element.textContent = `remote ${id}`;
    },
    unmount: async (props) => {
      (props as unknown as { domElement: HTMLElement }).domElement.textContent = '';
    },
  };
}

export const loadRemote = jest.fn(async (id: string) => {
  if (failing.has(id)) throw new Error(`${id} is down`);
  return { default: lifecycles(id) };
});
