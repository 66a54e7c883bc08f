# The API (Fastify + SQLite). The database lives on a volume at /data; it is created and seeded
# on first start.
FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/kit/package.json packages/kit/
COPY shell/package.json shell/
COPY mf-content/package.json mf-content/
COPY mf-agenda/package.json mf-agenda/
COPY mf-community/package.json mf-community/
COPY mf-contact/package.json mf-contact/
COPY api/package.json api/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund -w api -w packages/kit --include-workspace-root
COPY tsconfig.base.json ./
COPY packages/kit packages/kit
COPY api api
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATABASE_PATH=/data/site.db
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD node -e "fetch('http://127.0.0.1:8080/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--import", "tsx", "api/src/server.ts"]
