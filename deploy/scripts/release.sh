#!/usr/bin/env bash
# Points one environment's runtime manifest at a version of one remote: the only change a release
# or a rollback makes. Commit the manifest, then copy it to the environment's
# /srv/premieres/manifests/remotes.json (or its CDN path); browsers pick it up on their next page
# load (the file is served no-cache). For mfe-landing also move remotes/mfe-landing/current (the
# prerendered landing page) to the same version.
# Usage: deploy/scripts/release.sh <production|staging> <remote> <version> [base-url]
set -euo pipefail
env="${1:?usage: release.sh <env> <remote> <version> [base-url]}"
remote="${2:?remote name, e.g. mfe-browse}"
version="${3:?version, e.g. 1.4.0}"
base="${4:-}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
manifest="$root/deploy/remotes.$env.json"
[ -f "$manifest" ] || { echo "no $manifest" >&2; exit 1; }
node - "$manifest" "$remote" "$version" "$base" <<'NODE'
const fs = require('node:fs');
const [file, remote, version, base] = process.argv.slice(2);
const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
const before = manifest[remote]?.version ?? '(none)';
manifest[remote] = { entry: `${base}/remotes/${remote}/${version}/mf-manifest.json`, version };
fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${file}: ${remote} ${before} → ${version}`);
NODE
