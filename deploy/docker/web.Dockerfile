# The static side: every front-end build, packaged in the versioned layout, served by nginx.
# Build from the repository root:  docker build -f deploy/docker/web.Dockerfile --build-arg ENV=production .
FROM node:20-bookworm AS build
WORKDIR /app
# `npm run build` also prerenders the landing page with react-dom/server (no browser needed).
COPY . .
# `npm ci` fails on a lockfile made on another platform (TOOLCHAIN.md); install respects it.
RUN npm install --no-audit --no-fund && npm run build
RUN for app in shell mfe-landing mfe-browse mfe-player mfe-account mfe-admin; do \
      deploy/scripts/package-artifact.sh "$app"; \
    done
# nginx sends the gateway's security headers, with the hashes of this release's inline scripts.
RUN mkdir -p deploy/artifacts/nginx && npx tsx deploy/scripts/nginx-security-headers.ts \
      shell/dist/index.html mfe-landing/dist/landing.html mfe-landing/dist/pages/*.html \
      mfe-account/dist/pages/*.html \
      > deploy/artifacts/nginx/security-headers.conf

FROM nginx:1.27-bookworm
ARG ENV=production
COPY --from=build /app/deploy/artifacts/srv /srv/premieres
COPY deploy/remotes.${ENV}.json /srv/premieres/manifests/remotes.json
COPY deploy/nginx/premieres.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/deploy/artifacts/nginx/security-headers.conf /etc/nginx/premieres/security-headers.conf
# The TLS certificate is mounted at /etc/nginx/tls (tls.crt, tls.key); 80 only redirects.
EXPOSE 80 443
