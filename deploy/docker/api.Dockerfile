# The API (services/api), compiled: build stage (swc → dist/), then an image with production
# dependencies only (no tsx, no embedded engine, no mongodb-memory-server), run as a non-root user.
# Build from the repository root:  docker build -f deploy/docker/api.Dockerfile .

FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY . .
# `npm ci` fails with this registry (see shared TOOLCHAIN); install respects the lockfile.
RUN npm install --no-audit --no-fund --workspace @premieres/api --include-workspace-root \
 && npm run build -w @premieres/api

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY services/api/package.json services/api/package.json
COPY shared/contracts/package.json shared/contracts/package.json
# Production dependencies of the API workspace only (argon2 ships prebuilt binaries): about
# 76 MB. The workspace links go: contracts is compiled into dist/node_modules.
RUN npm install --omit=dev --no-audit --no-fund --workspace @premieres/api \
 && rm -rf node_modules/@premieres

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 LOG_FORMAT=json
WORKDIR /app
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /src/services/api/dist ./services/api/dist
COPY --from=build --chown=root:root /src/services/api/assets ./services/api/assets
COPY --chown=root:root services/api/package.json ./services/api/package.json
WORKDIR /app/services/api
# Files are root-owned and read-only to the process; it runs as the image's unprivileged user.
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM goes straight to node (exec form, PID 1 is node): graceful shutdown within SHUTDOWN_TIMEOUT_MS.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server.js"]
