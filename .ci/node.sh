# Sourced by .ci/run: the gate runs on the Node major the images run (docker/*.Dockerfile), whatever
# Node the machine has (a fresh Debian has its own, older one). When the machine's `node` is another
# major, the registry's Node package (node-linux-<arch>: the official binary and its headers) is
# installed outside the repository and put first in PATH. npm is the machine's: its shebang
# `#!/usr/bin/env node` then runs it on this Node.
CI_NODE_VERSION=26.12.1

if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || true)" != "${CI_NODE_VERSION%%.*}" ]; then
  case "$(uname -m)" in
    x86_64) ci_node_arch=x64 ;;
    aarch64) ci_node_arch=arm64 ;;
    *) echo "no node-linux package for $(uname -m)" >&2; exit 1 ;;
  esac
  ci_node_prefix="${TMPDIR:-/tmp}/ci-node-$CI_NODE_VERSION"
  CI_NODE_HOME="$ci_node_prefix/node_modules/node-linux-$ci_node_arch"
  if [ ! -x "$CI_NODE_HOME/bin/node" ]; then
    npm install --prefix "$ci_node_prefix" --no-save --no-audit --no-fund "node-linux-$ci_node_arch@$CI_NODE_VERSION"
  fi
  export PATH="$CI_NODE_HOME/bin:$PATH"
  # node-gyp builds better-sqlite3 (from source: scripts/ensure-install.mjs) against this Node's
  # headers (include/node in the package), not those the machine's npm config names (nodedir=/usr:
  # the packaged Node's) nor a download from nodejs.org, which CI cannot reach.
  export npm_config_nodedir="$CI_NODE_HOME"
fi

if [ "$(node -p 'process.versions.node.split(".")[0]')" != "${CI_NODE_VERSION%%.*}" ]; then
  echo "the gate needs Node ${CI_NODE_VERSION%%.*}, PATH has $(node -v)" >&2
  exit 1
fi
echo "[ci] Node $(node -v), npm $(npm -v)"
