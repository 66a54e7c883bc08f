// Thin: federation settings come from the kit's one shared config. The shell has no remotes at
// build time; it reads /remotes.json when the page starts.
const { createAppConfig } = require('@kerk/kit/federation/webpack');

module.exports = createAppConfig({
  dirname: __dirname,
  id: 'shell',
  runtimePlugins: [require.resolve('./src/app/remotes/error-load-remote-plugin.ts'), require.resolve('./src/app/remotes/remote-versions-plugin.ts')],
});
