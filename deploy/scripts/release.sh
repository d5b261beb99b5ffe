#!/usr/bin/env bash
# Points one environment's runtime manifest at a version of one remote (or records the live
# shell): the only change a release or a rollback makes. First it checks the packaged build
# (deploy/scripts/package-artifact.sh) against the environment: no path claimed by two remotes,
# no exposed module the live version had is gone, and every shared singleton's version fits
# every live build's range both ways. An incompatible release is refused, naming the package
# and versions, and the manifest is left as it was.
# Then commit the manifest and copy it to the environment's /srv/premieres/manifests/remotes.json
# (or its CDN path); browsers pick it up on their next page load (the file is served no-cache).
# For mfe-landing also move remotes/mfe-landing/current (its landing document, served for /).
# Usage: deploy/scripts/release.sh <production|staging> <shell|remote> <version> [base-url] [--check]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
exec "$root/node_modules/.bin/tsx" "$root/services/gateway/src/release/cli.ts" "$@"
