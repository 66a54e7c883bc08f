/** A spec path served by one exposed module of a remote. */
export interface RemoteRoute {
  path: string;
  /** `<federation name>/<expose>`, e.g. `mf_content/PrivacyPage`. */
  module: string;
}

/** Federation name of the remote that serves a module id. */
export const remoteOf = (module: string): string => module.split('/')[0]!;
