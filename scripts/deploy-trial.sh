#!/usr/bin/env bash
# Tries the steps of docs/deploy.md on this machine, in a temporary folder (nothing else is changed):
# static hosting of the shell and remotes by nginx with HTTPS (self-signed), the API behind it on
# PostgreSQL with TRUST_PROXY and COOKIE_SECURE, the first admin, e-mail through SMTP, pg_dump/pg_restore,
# and the SQLite online backup and restore. Needs the builds (npm run build), nginx with its brotli module
# and the sqlite3 shell (apt-get install nginx libnginx-mod-http-brotli-static sqlite3).
#   bash scripts/deploy-trial.sh
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
# The version of the privacy notice a booking agrees to (every booking carries it).
CONSENT=$(node -p "require('@wellness/shared/rules').PRIVACY_NOTICE_VERSION")
W=$(mktemp -d /tmp/wellness-deploy-trial.XXXXXX)
chmod 755 "$W"
PIDS=()
source scripts/pg-throwaway.sh
cleanup() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  [ -f "$W/nginx.pid" ] && kill "$(cat "$W/nginx.pid")" 2>/dev/null || true
  pg_throwaway_stop
  rm -rf "$W"
}
trap cleanup EXIT
ok() { echo "OK   $*"; }
# Checks read whole answers (grep -c, not grep -q): grep -q stops at the first match, and under pipefail
# the writer's SIGPIPE would fail a check that passed.
# check <description> <command...>: runs the command, stops the trial when it fails.
check() { local what=$1; shift; if "$@"; then ok "$what"; else echo "FAIL $what" >&2; exit 1; fi; }
port() { node scripts/lib/harness.cjs free-port; }
# The trial's HTTPS certificate is self-signed.
wait_url() { NODE_TLS_REJECT_UNAUTHORIZED=0 NODE_NO_WARNINGS=1 node scripts/lib/harness.cjs wait "$1"; }
sha() { printf '%s' "$1" | sha256sum | cut -d' ' -f1; }
# An API address from the endpoint contract (the shared package's build), e.g. "$(api login)".
api() { node -e 'process.stdout.write("/api" + require("@wellness/shared/rules").ENDPOINTS[process.argv[1]].path)' "$1"; }
LOGIN_PATH=$(api login); LIST_PATH=$(api combinedList); BOOKING_PATH=$(api addCustomer); FORGOT_PATH=$(api forgotPassword)

ADMIN_EMAIL=owner@kothrudwellness.test
ADMIN_PASSWORD='Owner@2026!'
API_PORT=$(port); API2_PORT=$(port); SMTP_PORT=$(port); HTTPS_PORT=$(port)

# --- PostgreSQL: a database and a user for the site
pg_throwaway_start
PGBASE="postgres://wellness:wellness@127.0.0.1:$PG_THROWAWAY_PORT"
psql "$PGBASE/wellness" -qc "create database wellness_site"
ok "PostgreSQL database wellness_site"

# --- static files: the shell at the root, each remote under /remotes/<name>/ (publish:remote --no-build)
mkdir -p "$W/www/remotes"
cp -r shell/dist/. "$W/www/"
for remote in $(node -p "Object.keys(require('./config/remotes.json')).join(' ')"); do
  node scripts/publish-remote.mjs "$remote" --no-build --to "$W/www/remotes/$remote" >/dev/null
done
ok "shell and five remotes copied to $W/www"

# --- e-mail: an SMTP receiver standing in for the provider
MAIL_CAPTURE_DIR="$W/mail" SMTP_PORT=$SMTP_PORT node e2e/support/smtp-capture.mjs >/dev/null &
PIDS+=($!)

# --- the API, on PostgreSQL, behind the proxy, no demo data, first admin from the environment
mkdir -p "$W/empty"
# Two API processes on the same database, both behind nginx (docs/deploy.md section 4).
for p in $API_PORT $API2_PORT; do
  env PORT=$p HOST=127.0.0.1 DATABASE_URL="$PGBASE/wellness_site" DATA_DIR="$W/data-$p" WEB_ROOT="$W/empty" \
    TRUST_PROXY=127.0.0.1 COOKIE_SECURE=1 SEED_DEMO=0 ADMIN_EMAIL=$ADMIN_EMAIL ADMIN_PASSWORD="$ADMIN_PASSWORD" \
    SMTP_URL="smtp://127.0.0.1:$SMTP_PORT" MAIL_FROM='Kothrud Wellness <no-reply@kothrudwellness.test>' LOG_LEVEL=warn \
    node api/dist/server.js >"$W/api-$p.log" 2>&1 &
  PIDS+=($!)
done
wait_url "http://127.0.0.1:$API_PORT/health/ready"
wait_url "http://127.0.0.1:$API2_PORT/health/ready"
ok "two API processes on PostgreSQL (ports $API_PORT and $API2_PORT), both ready"
migrations=$(DATABASE_URL="$PGBASE/wellness_site" npm run -s migrate -w api -- status)
if grep -c '^done' <<<"$migrations" >/dev/null && ! grep -c '^pending' <<<"$migrations" >/dev/null; then ok "npm run migrate -w api -- status: every migration done"; else echo "$migrations" >&2; echo "FAIL migrate status" >&2; exit 1; fi

# --- nginx with HTTPS in front (the same file as docs/deploy.md, with trial paths and ports)
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost -keyout "$W/key.pem" -out "$W/cert.pem" 2>/dev/null
cat >"$W/nginx.conf" <<EOF
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
pid $W/nginx.pid;
error_log $W/nginx-error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log $W/nginx-access.log;
  client_body_temp_path $W/nginx-body; proxy_temp_path $W/nginx-proxy;
  fastcgi_temp_path $W/nginx-fcgi; uwsgi_temp_path $W/nginx-uwsgi; scgi_temp_path $W/nginx-scgi;
  upstream wellness_api { server 127.0.0.1:$API_PORT; server 127.0.0.1:$API2_PORT; }
  server {
    listen 127.0.0.1:$HTTPS_PORT ssl;
    server_name localhost;
    ssl_certificate $W/cert.pem;
    ssl_certificate_key $W/key.pem;
    root $W/www;
    client_max_body_size 64k;
    gzip_static on;
    brotli_static on;
    gzip_vary on;
    location /api/ {
      proxy_pass http://wellness_api;
      proxy_set_header Host \$http_host;
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto \$scheme;
      proxy_set_header X-Forwarded-Host \$http_host;
      proxy_read_timeout 180s;
    }
    location = /remotes.json { add_header Cache-Control no-cache; }
    location /remotes/ {
      add_header Access-Control-Allow-Origin \$http_origin always;
      add_header Cross-Origin-Resource-Policy cross-origin;
      location ~ /(remoteEntry\.js|[^/]+\.json|[^/]+\.html)\$ {
        add_header Cache-Control no-cache;
        add_header Access-Control-Allow-Origin \$http_origin always;
        add_header Cross-Origin-Resource-Policy cross-origin;
      }
      location ~ "\.[0-9a-f]{10}\.[a-z0-9]+\$" {
        add_header Cache-Control "public, max-age=31536000, immutable";
        add_header Access-Control-Allow-Origin \$http_origin always;
        add_header Cross-Origin-Resource-Policy cross-origin;
      }
    }
    location ~ "^/[^/]+\.[0-9a-f]{10}\.[a-z0-9]+\$" {
      add_header Cache-Control "public, max-age=31536000, immutable";
    }
    location = / {
      try_files /prerendered/index.html /index.html;
      add_header Cache-Control no-cache;
    }
    location / {
      try_files \$uri /prerendered\$uri.html /index.html;
      add_header Cache-Control no-cache;
    }
  }
}
EOF
nginx -t -q -c "$W/nginx.conf" -p "$W"
nginx -c "$W/nginx.conf" -p "$W"
SITE="https://localhost:$HTTPS_PORT"
wait_url "$SITE/api/health"
ok "nginx HTTPS on $SITE"

# --- checks through the proxy
if curl -ksf "$SITE/" | grep -Ec '<div id="?root"?>' >/dev/null; then ok "/ is the shell"; else echo "FAIL / is the shell" >&2; exit 1; fi
if curl -ksf "$SITE/about-us" | grep -c '<div id="prerendered">' >/dev/null; then ok "/about-us answers its pre-rendered page"; else echo "FAIL /about-us pre-rendered" >&2; exit 1; fi
if curl -ksf "$SITE/admin-panel/customer-list" | grep -Ec '<div id="?root"?>' >/dev/null; then ok "deep link answers the shell (try_files)"; else echo "FAIL deep link answers the shell (try_files)" >&2; exit 1; fi
if curl -ksI "$SITE/remotes/mf-booking/remoteEntry.js" | grep -qi '^cache-control: no-cache'; then ok "remoteEntry.js no-cache"; else echo "FAIL remoteEntry.js no-cache" >&2; exit 1; fi
chunk=$(ls "$W/www/remotes/mf-booking" | grep -E '\.[0-9a-f]{10}\.js$' | head -1)
if curl -ksI "$SITE/remotes/mf-booking/$chunk" | grep -qi 'immutable'; then ok "hashed chunk $chunk immutable"; else echo "FAIL hashed chunk $chunk immutable" >&2; exit 1; fi
if curl -ksI -H 'Origin: https://shell.example' "$SITE/remotes/mf-booking/mf-manifest.json" | grep -qi '^access-control-allow-origin: https://shell.example'; then ok "CORS on remotes"; else echo "FAIL CORS on remotes" >&2; exit 1; fi
if curl -ksI "$SITE/main.js" | grep -qi '^cache-control: no-cache'; then ok "main.js no-cache"; else echo "FAIL main.js no-cache" >&2; exit 1; fi
shell_chunk=$(ls "$W/www" | grep -E '\.[0-9a-f]{10}\.js$' | head -1)
if curl -ksI "$SITE/$shell_chunk" | grep -qi 'immutable'; then ok "shell chunk $shell_chunk immutable"; else echo "FAIL shell chunk immutable" >&2; exit 1; fi
if curl -ksI -H 'Accept-Encoding: br, gzip' "$SITE/main.js" | grep -qi '^content-encoding: br'; then ok "main.js sent as its brotli copy"; else echo "FAIL main.js brotli" >&2; exit 1; fi
if curl -ksI -H 'Accept-Encoding: gzip' "$SITE/remotes/mf-booking/$chunk" | grep -qi '^content-encoding: gzip'; then ok "remote chunk sent as its gzip copy"; else echo "FAIL remote chunk gzip" >&2; exit 1; fi
if curl -ksI -H 'Accept-Encoding: br' "$SITE/about-us" | grep -qi '^content-encoding: br'; then ok "pre-rendered page sent as its brotli copy"; else echo "FAIL pre-rendered page brotli" >&2; exit 1; fi
login() { curl -ksi -H "Origin: $3" -H 'content-type: application/json' \
  -d "{\"email\":\"$1\",\"password\":\"$(sha "$2")\",\"role\":\"admin\"}" "$3$LOGIN_PATH"; }
answer=$(login $ADMIN_EMAIL "$ADMIN_PASSWORD" "$SITE")
if echo "$answer" | grep -c '"status":"success"' >/dev/null; then ok "first admin (ADMIN_EMAIL/ADMIN_PASSWORD) signs in through HTTPS"; else echo "FAIL first admin (ADMIN_EMAIL/ADMIN_PASSWORD) signs in through HTTPS" >&2; exit 1; fi
if echo "$answer" | grep -i '^set-cookie:' | grep -qi 'secure'; then ok "session cookie is Secure (COOKIE_SECURE=1)"; else echo "FAIL session cookie is Secure (COOKIE_SECURE=1)" >&2; exit 1; fi
# Signed in through one process, the session holds on both (nginx takes turns).
session=$(echo "$answer" | grep -i '^set-cookie:' | sed -E 's/^[Ss]et-[Cc]ookie: ([^;]+).*/\1/' | head -1)
for _ in 1 2 3 4; do
  curl -ksf -H "cookie: $session" -H "Origin: $SITE" "$SITE$LIST_PATH" >/dev/null || { echo "FAIL the session on both API processes" >&2; exit 1; }
done
ok "a session made through one API process works through both"
mkdir -p "$W/backups"
check "npm run backup -w api: a pg_dump of the live database, kept 2" \
  bash -c "DATABASE_URL='$PGBASE/wellness_site' npm run -s backup -w api -- '$W/backups' --keep=2 >/dev/null && ls '$W/backups' | grep -c . >/dev/null"
if login admin@kothrudwellness.demo 'Admin@1234' "$SITE" | grep -c '"status":"error"' >/dev/null; then ok "no demo admin (SEED_DEMO=0)"; else echo "FAIL no demo admin (SEED_DEMO=0)" >&2; exit 1; fi
if command -v chromium >/dev/null; then
  dom=$(chromium --headless --no-sandbox --disable-gpu --ignore-certificate-errors --virtual-time-budget=15000 --dump-dom "$SITE/about-us" 2>/dev/null || true)
  if grep -q 'About Us' <<<"$dom"; then ok "Chromium renders /about-us through nginx (shell + mf-public)"; else echo "FAIL Chromium render" >&2; exit 1; fi
fi

# --- e-mail: a reset code reaches the SMTP server
curl -ksf -H "Origin: $SITE" -H 'content-type: application/json' -d "{\"email\":\"$ADMIN_EMAIL\",\"role\":\"admin\"}" "$SITE$FORGOT_PATH" >/dev/null
# The mail leaves through the outbox: wait for it (up to 15 s).
for _ in $(seq 1 30); do grep -lqs 'one-time code' "$W"/mail/*.eml && break; sleep 0.5; done
if grep -lqs 'one-time code' "$W"/mail/*.eml; then ok "reset code mailed through SMTP_URL"; else echo "FAIL reset code mailed through SMTP_URL" >&2; exit 1; fi

# --- PostgreSQL backup and restore
curl -ksf -H "Origin: $SITE" -H 'content-type: application/json' \
  -d '{"name":"Backup Check","contact":"9876543210","email":"backup@example.com","address":"Lane 5, Karve Nagar, Kothrud, 411038","issue":"Back pain","therapy":"Deep tissue massage","gender":"female","age":"34","preferGender":"female","appointment":"","consent":"'"$CONSENT"'"}' \
  "$SITE$BOOKING_PATH" >/dev/null
pg_dump -Fc -f "$W/wellness.dump" "$PGBASE/wellness_site"
psql "$PGBASE/wellness" -qc "create database wellness_restored"
pg_restore --no-owner -d "$PGBASE/wellness_restored" "$W/wellness.dump"
if [ "$(psql "$PGBASE/wellness_restored" -Atc "select count(*) from customers where name = 'Backup Check'")" = 1 ]; then ok "pg_dump -Fc / pg_restore: the booking is in the restored database"; else echo "FAIL pg_dump -Fc / pg_restore: the booking is in the restored database" >&2; exit 1; fi
R_PORT=$(port)
env PORT=$R_PORT HOST=127.0.0.1 DATABASE_URL="$PGBASE/wellness_restored" DATA_DIR="$W/data" WEB_ROOT="$W/empty" SEED_DEMO=0 LOG_LEVEL=warn \
  node api/dist/server.js >"$W/api-restored.log" 2>&1 &
PIDS+=($!)
wait_url "http://127.0.0.1:$R_PORT/api/health"
if login $ADMIN_EMAIL "$ADMIN_PASSWORD" "http://127.0.0.1:$R_PORT" | grep -c '"status":"success"' >/dev/null; then ok "API on the restored database: the admin signs in"; else echo "FAIL API on the restored database: the admin signs in" >&2; exit 1; fi

# --- SQLite: online backup while the server runs, then restore into a new DATA_DIR
S_PORT=$(port)
env PORT=$S_PORT HOST=127.0.0.1 DATA_DIR="$W/sqlite" WEB_ROOT="$W/empty" SEED_DEMO=1 LOG_LEVEL=warn node api/dist/server.js >"$W/api-sqlite.log" 2>&1 &
S_PID=$!; PIDS+=($S_PID)
wait_url "http://127.0.0.1:$S_PORT/api/health"
curl -sf -H 'content-type: application/json' \
  -d '{"name":"Sqlite Check","contact":"9876543210","email":"sqlite@example.com","address":"Lane 5, Karve Nagar, Kothrud, 411038","issue":"Back pain","therapy":"Deep tissue massage","gender":"female","age":"34","preferGender":"female","appointment":"","consent":"'"$CONSENT"'"}' \
  "http://127.0.0.1:$S_PORT$BOOKING_PATH" >/dev/null
(cd api && node -e "
  const Database = require('better-sqlite3');
  const db = new Database(process.argv[1], { readonly: true });
  db.backup(process.argv[2]).then(() => { db.close(); });
" "$W/sqlite/wellness.sqlite" "$W/backup-node.sqlite")
sqlite3 "$W/sqlite/wellness.sqlite" ".backup '$W/backup-cli.sqlite'"
for copy in backup-node backup-cli; do
  [ "$(sqlite3 "$W/$copy.sqlite" 'pragma integrity_check')" = ok ] \
    && [ "$(sqlite3 "$W/$copy.sqlite" "select count(*) from customers where name = 'Sqlite Check'")" = 1 ] \
    && ok "SQLite online backup ($copy) while the server runs: intact, holds the booking" \
    || { echo "FAIL SQLite backup $copy" >&2; exit 1; }
done
kill "$S_PID"; wait "$S_PID" 2>/dev/null || true
mkdir -p "$W/sqlite-restored"
cp "$W/backup-node.sqlite" "$W/sqlite-restored/wellness.sqlite"
S2_PORT=$(port)
env PORT=$S2_PORT HOST=127.0.0.1 DATA_DIR="$W/sqlite-restored" WEB_ROOT="$W/empty" LOG_LEVEL=warn node api/dist/server.js >"$W/api-sqlite2.log" 2>&1 &
PIDS+=($!)
wait_url "http://127.0.0.1:$S2_PORT/api/health"
# The login sets two cookies (the session and the device's): both go back, on one Cookie line.
cookie=$(login admin@kothrudwellness.demo 'Admin@1234' "http://127.0.0.1:$S2_PORT" | grep -i '^set-cookie:' | sed -E 's/^[Ss]et-[Cc]ookie: ([^;]+).*/\1/' | paste -sd ';' -)
if curl -sf -H "cookie: $cookie" "http://127.0.0.1:$S2_PORT$LIST_PATH" | grep -c 'Sqlite Check' >/dev/null; then ok "SQLite restore: a server on the copied file has the booking"; else echo "FAIL SQLite restore: a server on the copied file has the booking" >&2; exit 1; fi
echo "deploy-trial: all steps passed"
