#!/bin/sh
# Old chunks stay served after a redeploy. A new container starts from its image alone, which holds
# only its own release, while tabs opened before the deploy still ask for the previous release's
# hashed chunks. So at every start (the nginx image runs /docker-entrypoint.d/*.sh) the image's
# files are copied into the releases volume, and nginx serves a file the image lacks from there
# (try_files … @releases in the templates). Retention: a file leaves the volume KEEP_DAYS (30)
# days after the last start of an image that carried it (cp renews its time; older ones age).
set -eu
html="${HTML_DIR:-/usr/share/nginx/html}"
releases="${RELEASES_DIR:-/var/cache/nginx/releases}"
days="${KEEP_DAYS:-30}"

mkdir -p "$releases"
cp -R "$html/." "$releases/"
find "$releases" -type f -mtime +"$days" -exec rm -f {} +
echo "keep-releases: $(find "$releases" -type f | wc -l) files in $releases (kept $days days after their last deploy)"
