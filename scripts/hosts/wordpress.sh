#!/usr/bin/env bash
# A real WordPress for the end-to-end tests (e2e/wordpress.spec.mjs): Debian's `wordpress`
# package on a MariaDB server of its own (data and socket in DIR, no network port), served
# by PHP's own server on 127.0.0.1:PORT, installed through its install form, with one post
# published through XML-RPC whose body is an address alone on its line — which WordPress
# turns into an embed by oEmbed discovery.
#
#   scripts/hosts/wordpress.sh start DIR PORT ADDRESS   then the post's address is in DIR/post-url
#   scripts/hosts/wordpress.sh stop DIR
#
# WordPress fetches other sites' pages only on ports 80, 443 and 8080: ADDRESS must be on one
# of them. Debian's WordPress reads its settings from /etc/wordpress/config-<host>.php: that
# one file is a link into DIR while the site runs, and removed by `stop`. Its packages are
# installed by `scripts/setup.sh --tests`.
set -euo pipefail
action="${1:?usage: wordpress.sh start DIR PORT ADDRESS | stop DIR}"
dir="${2:?the folder of the site}"
config=/etc/wordpress/config-127.0.0.1.php

stop() {
  for name in server mariadb; do
    if [ -f "$dir/$name.pid" ]; then
      kill -- "-$(cat "$dir/$name.pid")" 2>/dev/null || true
      rm -f "$dir/$name.pid"
    fi
  done
  if [ -L "$config" ] && [ "$(readlink "$config")" = "$dir/config.php" ]; then rm -f "$config"; fi
}

if [ "$action" = stop ]; then
  stop
  exit 0
fi
port="${3:?a port}"
address="${4:?the address to embed}"
[ -f /usr/share/wordpress/wp-settings.php ] || { echo "wordpress.sh: Debian's wordpress is not installed (scripts/setup.sh --tests installs it)" >&2; exit 1; }
# Without a theme WordPress serves every post as an empty page.
compgen -G '/usr/share/wordpress/wp-content/themes/*/style.css' >/dev/null || { echo "wordpress.sh: no WordPress theme is installed (scripts/setup.sh --tests installs wordpress-theme-twentytwentythree)" >&2; exit 1; }
if [ -e "$config" ] && ! [ -L "$config" ]; then
  echo "wordpress.sh: $config exists and is not this script's link" >&2
  exit 1
fi

stop
if [ -e "$dir" ]; then
  if [ -f "$dir/.test-site" ] || [ -z "$(ls -A "$dir")" ]; then rm -rf "$dir"; else
    echo "wordpress.sh: $dir was not made by this script" >&2; exit 1
  fi
fi
mkdir -p "$dir/db" "$dir/run"
touch "$dir/.test-site"
chmod 755 "$dir"
# MariaDB drops to its own user: its folders are that user's.
chown mysql:mysql "$dir/db" "$dir/run"

mariadb-install-db --no-defaults --user=mysql --datadir="$dir/db" --skip-test-db \
  --auth-root-authentication-method=socket >"$dir/db-install.log" 2>&1 \
  || { tail -20 "$dir/db-install.log" >&2; exit 1; }
setsid sh -c 'echo $$ >"$0"; exec mariadbd --no-defaults --user=mysql --datadir="$1/db" \
  --socket="$1/run/db.sock" --pid-file="$1/run/mariadbd.pid" --log-error="$1/run/db.err" \
  --skip-networking --skip-name-resolve --innodb-buffer-pool-size=32M \
  --innodb-flush-log-at-trx-commit=0 --skip-log-bin' "$dir/mariadb.pid" "$dir" >/dev/null 2>&1 </dev/null &
sql() { mariadb --no-defaults --socket="$dir/run/db.sock" -uroot "$@"; }
for _ in $(seq 150); do sql -e 'SELECT 1' >/dev/null 2>&1 && break; sleep 0.1; done
sql -e "CREATE DATABASE wordpress CHARACTER SET utf8mb4;
  CREATE USER 'wp'@'localhost' IDENTIFIED BY 'test-site-db';
  GRANT ALL PRIVILEGES ON wordpress.* TO 'wp'@'localhost';" \
  || { tail -20 "$dir/run/db.err" >&2; exit 1; }

salt() { head -c 48 /dev/urandom | base64 | tr -d '\n/+='; }
cat >"$dir/config.php" <<CONFIG
<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'test-site-db' );
define( 'DB_HOST', 'localhost:$dir/run/db.sock' );
define( 'WP_HOME', 'http://127.0.0.1:$port' );
define( 'WP_SITEURL', 'http://127.0.0.1:$port' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTH_KEY', '$(salt)' );
define( 'SECURE_AUTH_KEY', '$(salt)' );
define( 'LOGGED_IN_KEY', '$(salt)' );
define( 'NONCE_KEY', '$(salt)' );
define( 'AUTH_SALT', '$(salt)' );
define( 'SECURE_AUTH_SALT', '$(salt)' );
define( 'LOGGED_IN_SALT', '$(salt)' );
define( 'NONCE_SALT', '$(salt)' );
\$table_prefix = 'wp_';
CONFIG
mkdir -p "$(dirname "$config")"
ln -sfn "$dir/config.php" "$config"

cat >"$dir/router.php" <<'ROUTER'
<?php
if ( parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) === '/favicon.ico' ) {
	http_response_code( 204 );
	return true;
}
return false;
ROUTER
PHP_CLI_SERVER_WORKERS=4 setsid sh -c 'echo $$ >"$0"; exec php -S "127.0.0.1:$1" -t /usr/share/wordpress "$2/router.php"' \
  "$dir/server.pid" "$port" "$dir" >"$dir/server.log" 2>&1 </dev/null &
site="http://127.0.0.1:$port"
for _ in $(seq 100); do curl -s -o /dev/null "$site/wp-login.php" && break; sleep 0.1; done

curl -s -o "$dir/install.html" "$site/wp-admin/install.php?step=2" \
  --data-urlencode "weblog_title=Test site" --data-urlencode "user_name=admin" \
  --data-urlencode "admin_password=test-site-admin" --data-urlencode "admin_password2=test-site-admin" \
  --data-urlencode "pw_weak=on" --data-urlencode "admin_email=admin@example.invalid" \
  --data-urlencode "blog_public=0"
grep -q 'Success!' "$dir/install.html" || { tail -20 "$dir/server.log" >&2; echo "wordpress.sh: the install failed" >&2; exit 1; }

python3 - "$site/xmlrpc.php" "$address" "$dir/post-url" <<'POST'
import sys, xmlrpc.client
endpoint, address, out = sys.argv[1:]
wp = xmlrpc.client.ServerProxy(endpoint)
body = "A card, embedded:\n\n" + address + "\n\nThat is all."
post = wp.wp.newPost(0, "admin", "test-site-admin",
                     {"post_type": "post", "post_status": "publish", "post_title": "A split card", "post_content": body})
open(out, "w").write(wp.wp.getPost(0, "admin", "test-site-admin", int(post), ["link"])["link"])
POST
echo "wordpress.sh: $(cat "$dir/post-url")"
