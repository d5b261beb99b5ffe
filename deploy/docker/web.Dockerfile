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

FROM nginx:1.27-bookworm
ARG ENV=production
COPY --from=build /app/deploy/artifacts/srv /srv/premieres
COPY deploy/remotes.${ENV}.json /srv/premieres/manifests/remotes.json
COPY deploy/nginx/premieres.conf /etc/nginx/conf.d/default.conf
EXPOSE 80
