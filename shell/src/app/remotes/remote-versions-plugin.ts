/**
 * Module federation runtime plugin: remembers each remote's release (its manifest's
 * `metaData.buildVersion`, the same in the web and the server build of one release). The server
 * writes the versions it rendered with into the page and on each mount's wrapper (`data-v`); the
 * browser compares them with its own, so a remote deployed in between becomes an island instead of
 * a hydration error (docs/server-rendering.md, One render and Hydration). Runs in both builds of the shell.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const versions = new Map<string, string>();

/** The release of a remote (`mf_agenda`) as its last loaded manifest named it, if any. */
export const remoteVersionOf = (name: string): string | undefined => versions.get(name);

/** Records a remote's release; the plugin calls it, and tests do. */
export function recordRemoteVersion(name: string, version: string | undefined): void {
  if (version) versions.set(name, version);
  else versions.delete(name);
}

export default function remoteVersionsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kerk-remote-versions',
    afterLoadSnapshot(args) {
      const { moduleInfo, remoteSnapshot } = args;
      recordRemoteVersion(moduleInfo.name, 'buildVersion' in remoteSnapshot ? remoteSnapshot.buildVersion : undefined);
      return args;
    },
  };
}
