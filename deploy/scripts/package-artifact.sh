#!/usr/bin/env bash
# Packages one built app as a versioned artifact, in the layout nginx serves (deploy/nginx):
#   deploy/artifacts/srv/shell/<version>/             + shell/current -> <version>
#   deploy/artifacts/srv/remotes/<name>/<version>/    + remotes/<name>/current -> <version>
#   deploy/artifacts/<name>-<version>.tar.gz          (the same folder, to upload)
# The version is the app's package.json version (lerna bumps it independently per app).
# Usage: deploy/scripts/package-artifact.sh <shell|mfe-landing|mfe-browse|...>   (after npm run build)
set -euo pipefail
app="${1:?usage: package-artifact.sh <app folder>}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
dist="$root/$app/dist"
[ -f "$dist/index.html" ] || [ -f "$dist/mf-manifest.json" ] || { echo "$app is not built (npm run build)" >&2; exit 1; }
version="$(node -p "require('$root/$app/package.json').version")"
if [ "$app" = "shell" ]; then kind_dir="shell"; else kind_dir="remotes/$app"; fi
out="$root/deploy/artifacts/srv/$kind_dir/$version"

rm -rf "$out"
mkdir -p "$out"
# Build-only files stay behind.
(cd "$dist" && tar --exclude='.build-fingerprint' --exclude='.prerender-stamp' --exclude='.not-found-stamp' --exclude='.static-pages-stamp' --exclude='mf-stats.json*' -cf - .) | (cd "$out" && tar -xf -)

if [ "$app" != "shell" ] && [ -f "$out/landing.html" ]; then
  # The landing document (served for /, /home, /index) refers to the remote's own files, e.g. its
  # islands bundle: point them at this version's folder.
  sed -i "s#{{remote}}#/remotes/$app/$version/#g" "$out/landing.html"
fi
if [ "$app" != "shell" ] && [ -d "$out/pages" ]; then
  # The other prerendered pages (pages/<name>.html: the landing remote's, mfe-account's /contact and /auth) likewise.
  find "$out/pages" -maxdepth 1 -name '*.html' -exec sed -i "s#{{remote}}#/remotes/$app/$version/#g" {} +
fi
# Documents get a new style nonce on every response (nginx sub_filter, premieres.conf): nginx
# compresses them as it sends them, so no precompressed copy of them ships.
find "$out" -maxdepth 1 \( -name '*.html.gz' -o -name '*.html.br' \) -delete

ln -sfn "$version" "$(dirname "$out")/current"
tar -czf "$root/deploy/artifacts/$app-$version.tar.gz" -C "$(dirname "$out")" "$version"
echo "$app $version → deploy/artifacts/srv/$kind_dir/$version (and $app-$version.tar.gz)"
