# Sourced by .ci/run: the gate runs on the Node major the images run (docker/*.Dockerfile), whatever
# Node the machine has (a fresh Debian has its own, older one). Unless the machine's `node` is that
# major with its headers, the registry's Node package (node-linux-<arch>: the official binary and
# its headers) is installed outside the repository and put first in PATH. npm is the machine's:
# its shebang `#!/usr/bin/env node` then runs it on this Node.
CI_NODE_VERSION=26.12.1

# The folder of the Node on PATH (bin/node, include/node), and whether it is the one the gate needs.
ci_node_dir() { node -p 'require("node:path").resolve(process.execPath, "../..")' 2>/dev/null || true; }
ci_node_fits() {
  [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || true)" = "${CI_NODE_VERSION%%.*}" ] &&
    [ -f "$(ci_node_dir)/include/node/common.gypi" ]
}

if ! ci_node_fits; then
  case "$(uname -m)" in
    x86_64) ci_node_arch=x64 ;;
    aarch64) ci_node_arch=arm64 ;;
    *) echo "no node-linux package for $(uname -m)" >&2; exit 1 ;;
  esac
  ci_node_prefix="${TMPDIR:-/tmp}/ci-node-$CI_NODE_VERSION"
  ci_node_home="$ci_node_prefix/node_modules/node-linux-$ci_node_arch"
  if [ ! -x "$ci_node_home/bin/node" ]; then
    npm install --prefix "$ci_node_prefix" --no-save --no-audit --no-fund "node-linux-$ci_node_arch@$CI_NODE_VERSION"
  fi
  export PATH="$ci_node_home/bin:$PATH"
fi
if ! ci_node_fits; then
  echo "the gate needs Node ${CI_NODE_VERSION%%.*} with its headers, PATH has $(node -v) in $(ci_node_dir)" >&2
  exit 1
fi

# node-gyp builds better-sqlite3 (from source: scripts/ensure-install.mjs) against the headers of
# the Node that runs the gate, not those the machine's npm config may name (nodedir=/usr: the
# packaged Node's) nor a download from nodejs.org, which CI cannot reach.
npm_config_nodedir="$(ci_node_dir)"
export npm_config_nodedir
echo "[ci] Node $(node -v) in $npm_config_nodedir, npm $(npm -v)"
