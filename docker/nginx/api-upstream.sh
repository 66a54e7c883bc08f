#!/bin/sh
# The shell's container, at start (the nginx image runs /docker-entrypoint.d/*.sh): writes nginx's
# `upstream api` from API_SERVERS, the API instances as host:port separated by spaces. In compose
# that is `api:8080`, the service's name: Docker's DNS answers it with every replica's address when
# nginx starts, so nginx spreads the requests over all of them, and passes a request that failed to
# connect on to the next one (proxy_next_upstream in shell.conf.template; never a POST that reached
# an instance). Unset (the remotes' containers): nothing to do. UPSTREAM_CONF says where to write
# (the nginx checks run this same script without Docker).
set -eu
[ -n "${API_SERVERS:-}" ] || exit 0
out="${UPSTREAM_CONF:-/etc/nginx/conf.d/api-upstream.conf}"
{
  echo "upstream api {"
  for server in $API_SERVERS; do
    case "$server" in
      *[!A-Za-z0-9.:_\[\]-]*) echo "api-upstream: API_SERVERS holds '$server', which is no host:port" >&2; exit 1 ;;
    esac
    echo "  server $server max_fails=1 fail_timeout=10s;"
  done
  echo "  keepalive 16;"
  echo "}"
} > "$out.tmp"
mv "$out.tmp" "$out"
echo "api-upstream: $(grep -c '^  server' "$out") API server(s) in $out"
