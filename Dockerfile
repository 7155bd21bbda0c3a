# Book assistant service. Build: docker build -t book-assistant .
# Run:   docker run -p 8000:8000 -e LLMHOST_API_KEY=... -v book-data:/data book-assistant
# tests/container/dockerfile-steps.test.ts performs these steps without a Docker engine. It follows only what it
# knows: FROM, WORKDIR, COPY, ENV, USER, EXPOSE, HEALTHCHECK, CMD, and RUN made of `npm ci`, `npm run build`,
# `mkdir -p` and `chown` joined by `&&`. Anything else makes it fail until it learns the new step.

# 1. Compile TypeScript (dev dependencies included).
FROM node:22-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY graphs ./graphs
COPY scripts/ingest.ts ./scripts/ingest.ts
RUN npm run build

# 2. Production dependencies only, from the same lockfile.
FROM node:22-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# 3. The runtime image: compiled code, production node_modules, the sample catalog and the web client.
FROM node:22-slim AS runtime
ENV NODE_ENV=production \
    PORT=8000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY data/catalog ./data/catalog
COPY web ./web
# The code stays root-owned and read-only to the service; only DATA_DIR (embedded PostgreSQL, local index) is its own.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/src/main.js"]
