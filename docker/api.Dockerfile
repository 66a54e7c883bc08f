# The API (Fastify + SQLite), compiled: no TypeScript at run time. The database lives on a volume at
# /data; it is created, migrated and seeded on first start.
#
# deps:  the API's production dependencies only (better-sqlite3 is compiled here when no prebuilt
#        binary fits, so the toolchain stays in this stage).
# build: every tool, then `npm run build -w api`: esbuild bundles src, migrations, the seed content
#        and the kit's TypeScript source into api/dist (api/build.mjs).
# final: the slim Node image (the major CI runs the tests on: .ci/node.sh) with deps' node_modules, api/dist and the drawings read at run time.
FROM node:26-bookworm-slim AS deps
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/kit/package.json packages/kit/
COPY shell/package.json shell/
COPY mf-content/package.json mf-content/
COPY mf-agenda/package.json mf-agenda/
COPY mf-community/package.json mf-community/
COPY mf-contact/package.json mf-contact/
COPY mf-beheer/package.json mf-beheer/
COPY api/package.json api/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund --omit=dev -w api

FROM node:26-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/kit/package.json packages/kit/
COPY shell/package.json shell/
COPY mf-content/package.json mf-content/
COPY mf-agenda/package.json mf-agenda/
COPY mf-community/package.json mf-community/
COPY mf-contact/package.json mf-contact/
COPY mf-beheer/package.json mf-beheer/
COPY api/package.json api/
COPY e2e/package.json e2e/
# Nothing native runs here, only esbuild (whose platform binary is an ordinary optional package).
RUN npm ci --no-audit --no-fund --ignore-scripts -w api -w packages/kit --include-workspace-root
COPY tsconfig.base.json ./
COPY packages/kit packages/kit
COPY api api
RUN npm run build -w api

FROM node:26-bookworm-slim
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/api/dist api/dist
COPY api/content/images api/content/images
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATABASE_PATH=/data/site.db
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD node -e "fetch('http://127.0.0.1:8080/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "api/dist/server.js"]
