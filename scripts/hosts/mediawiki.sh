#!/usr/bin/env bash
# A real MediaWiki for the end-to-end tests (e2e/mediawiki.spec.mjs): Debian's `mediawiki`
# package on SQLite, served by PHP's own server, in a folder of its own — nothing under
# /etc or /var/lib is written. The Gadgets extension is on, `$wgRawHtml` lets an article
# hold an iframe as the Widgets or IframeTag extensions would emit it, and the article, the
# gadget's definition and its script are created with MediaWiki's maintenance scripts.
#
#   scripts/hosts/mediawiki.sh start DIR PORT ARTICLE GADGET   ARTICLE: a file of HTML for the
#                                                              article "Fire_Ice"; GADGET: the
#                                                              gadget's script
#   scripts/hosts/mediawiki.sh stop DIR
#
# The wiki is then at http://127.0.0.1:PORT/index.php?title=Fire_Ice. Its packages are
# installed by `scripts/setup.sh --tests`. MediaWiki is pointed at DIR by MW_INSTALL_PATH, which its
# maintenance scripts read from the environment and the server's router defines: DIR holds
# links to the package's code beside its own LocalSettings.php, database and caches.
set -euo pipefail
action="${1:?usage: mediawiki.sh start DIR PORT ARTICLE GADGET | stop DIR}"
dir="${2:?the folder of the wiki}"
code=/usr/share/mediawiki

stop() {
  # PHP's server runs in a process group of its own (its workers with it).
  if [ -f "$dir/server.pid" ]; then
    kill -- "-$(cat "$dir/server.pid")" 2>/dev/null || true
    rm -f "$dir/server.pid"
  fi
}

if [ "$action" = stop ]; then
  stop
  exit 0
fi
port="${3:?a port}"
article="${4:?the HTML of the article}"
gadget="${5:?the script of the gadget}"
[ -f "$code/index.php" ] || { echo "mediawiki.sh: Debian's mediawiki is not installed (scripts/setup.sh --tests installs it)" >&2; exit 1; }

stop
# Only a folder this script made (or an empty one) is wiped.
if [ -e "$dir" ]; then
  if [ -f "$dir/.test-wiki" ] || [ -z "$(ls -A "$dir")" ]; then rm -rf "$dir"; else
    echo "mediawiki.sh: $dir was not made by this script" >&2; exit 1
  fi
fi
mkdir -p "$dir"/{data,cache,images,tmp}
touch "$dir/.test-wiki"
for entry in "$code"/*; do
  case "$(basename "$entry")" in
    LocalSettings.php | images | cache | config | extensions | extensions-core) ;;
    *) ln -s "$entry" "$dir/$(basename "$entry")" ;;
  esac
done
ln -s "$code/extensions-core" "$dir/extensions"
export MW_INSTALL_PATH="$dir"

php "$dir/maintenance/install.php" --dbtype=sqlite --dbpath="$dir/data" --dbname=wiki \
  --server="http://127.0.0.1:$port" --scriptpath="" --confpath="$dir" --lang=en \
  --pass=test-wiki-admin --skins=Vector "Test wiki" Admin >"$dir/install.log" 2>&1 \
  || { tail -20 "$dir/install.log" >&2; exit 1; }
cat >>"$dir/LocalSettings.php" <<SETTINGS

wfLoadExtension( 'Gadgets' );
\$wgRawHtml = true;
\$wgUseSiteJs = true;
\$wgUseInstantCommons = false;
\$wgPingback = false;
\$wgEnableUploads = false;
\$wgEnableEmail = false;
\$wgJobRunRate = 0;
\$wgCacheDirectory = "$dir/cache";
\$wgTmpDirectory = "$dir/tmp";
\$wgDefaultUserOptions['uselivepreview'] = 1;
SETTINGS

edit() {
  php "$dir/maintenance/edit.php" --user Admin --summary "test set-up" --bot "$1" >>"$dir/edit.log" 2>&1 \
    || { tail -20 "$dir/edit.log" >&2; exit 1; }
}
{ printf '<html>'; cat "$article"; printf '</html>\n'; } | edit Fire_Ice
printf '* splitinspector[ResourceLoader|default|type=general]|splitinspector.js\n' | edit MediaWiki:Gadgets-definition
edit MediaWiki:Gadget-splitinspector.js <"$gadget"
printf 'Sizes Split Card Inspector embeds to fit their content.\n' | edit MediaWiki:Gadget-splitinspector

cat >"$dir/router.php" <<ROUTER
<?php
define( 'MW_INSTALL_PATH', '$dir' );
if ( parse_url( \$_SERVER['REQUEST_URI'], PHP_URL_PATH ) === '/favicon.ico' ) {
	http_response_code( 204 );
	return true;
}
return false;
ROUTER
cd "$dir"
PHP_CLI_SERVER_WORKERS=4 setsid sh -c 'echo $$ >"$0"; exec php -S "127.0.0.1:$1" -t "$2" "$2/router.php"' \
  "$dir/server.pid" "$port" "$dir" >"$dir/server.log" 2>&1 </dev/null &
for _ in $(seq 100); do
  curl -s -o /dev/null "http://127.0.0.1:$port/index.php?title=Fire_Ice" && break
  sleep 0.1
done
# The first request fills the language cache: made here, not in a test.
curl -sf -o /dev/null "http://127.0.0.1:$port/index.php?title=Fire_Ice" \
  || { tail -20 "$dir/server.log" >&2; exit 1; }
echo "mediawiki.sh: http://127.0.0.1:$port/index.php?title=Fire_Ice"
