# The API (services/api): TypeScript run by tsx, as in development; one process per replica.
# Build from the repository root:  docker build -f deploy/docker/api.Dockerfile .
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
EXPOSE 3000
USER node
CMD ["node", "--import", "tsx", "services/api/src/server.ts"]
