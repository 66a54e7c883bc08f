# Static serving of one web app (the shell or a remote): build it with the monorepo, then serve
# its dist/ with nginx. APP is the workspace folder: shell, mf-content, mf-agenda, mf-community,
# mf-contact, mf-beheer. Each remote is built and deployed on its own; the shell never needs rebuilding.
FROM node:26-bookworm-slim AS build
ARG APP
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
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY tsconfig.base.json ./
COPY packages/kit packages/kit
COPY ${APP} ${APP}
RUN npm run build -w ${APP}

FROM nginx:1.27-alpine
ARG APP
# dist/ holds the server build too (server/: a remote's Node container, the shell's ssr.js), which the
# API fetches from here to render pages; the templates serve it with the same cache rules.
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
# The shell has a template of its own; the four remotes share one.
COPY docker/nginx/shell.conf.template docker/nginx/remote.conf.template /tmp/templates/
RUN mkdir -p /etc/nginx/templates \
  && mv "/tmp/templates/$([ "$APP" = shell ] && echo shell || echo remote).conf.template" /etc/nginx/templates/default.conf.template \
  && rm -rf /tmp/templates
# Old chunks stay served after a redeploy: each start copies this release into the releases volume
# (compose mounts one per app at /var/cache/nginx/releases), which nginx falls back on.
COPY --chmod=755 docker/nginx/keep-releases.sh /docker-entrypoint.d/40-keep-releases.sh
# The shell's `upstream api`, from API_SERVERS (every API instance); nothing in a remote's container.
COPY --chmod=755 docker/nginx/api-upstream.sh /docker-entrypoint.d/15-api-upstream.sh
# Healthy when nginx serves what the site needs from it: the shell's /remotes.json, a remote's
# manifest (`/` is a 404 on a remote).
ENV APP=${APP}
HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD wget -qO- "http://127.0.0.1/$([ "$APP" = shell ] && echo remotes.json || echo mf-manifest.json)" >/dev/null || exit 1
