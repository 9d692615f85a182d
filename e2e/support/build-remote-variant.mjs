#!/usr/bin/env node
// Test helper: builds a copy of a remote with the one webpack factory and publishes it, optionally as if
// it had been built against another version of @wellness/shared (the requirement written into its
// mf-manifest.json and remoteEntry.js).
//   node e2e/support/build-remote-variant.mjs <remote> <package copy> <publish folder> [<shared range>]
import { build, publishDist, remoteConfig } from '../../scripts/publish-remote.mjs';

const [remote, from, to, sharedRange] = process.argv.slice(2);
if (!remote || !from || !to) {
  console.error('usage: build-remote-variant.mjs <remote> <package copy> <publish folder> [<shared range>]');
  process.exit(2);
}
const config = remoteConfig(remote, from);
if (sharedRange) {
  const federation = config.plugins.find((plugin) => plugin?.constructor?.name === 'ModuleFederationPlugin');
  const shared = federation?._options?.shared;
  if (!shared?.['@wellness/shared']) throw new Error('no @wellness/shared in the federation options');
  shared['@wellness/shared'] = {
    ...shared['@wellness/shared'],
    requiredVersion: sharedRange,
    version: sharedRange.replace(/^[\^~>=<\s]+/, ''),
  };
}
const dist = await build(config);
publishDist(dist, to);
console.log(`build-remote-variant: ${remote} from ${from} published to ${to}${sharedRange ? ` (shared ${sharedRange})` : ''}`);
