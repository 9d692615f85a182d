import { createRemoteLifecycles, nextTask } from '@wellness/shared';

/**
 * The public page's live start is the longest main-thread work of a visitor's phone on the site: Chakra's
 * code, its system, the page's code, then rendering. Each runs in a task of its own, so that the
 * pre-rendered page on screen answers input in between. The code is in this remote's files already
 * ("eager" imports fetch nothing: they only run the modules later).
 */
export default createRemoteLifecycles('mf_public', {
  load: async () => {
    const { publicSystem } = await import(/* webpackMode: "eager" */ '../chrome/publicSystem');
    await nextTask();
    publicSystem();
    await nextTask();
    const { PublicApp } = await import(/* webpackMode: "eager" */ '../PublicApp');
    await nextTask();
    return PublicApp;
  },
});
