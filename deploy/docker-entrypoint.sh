#!/bin/sh
# The container's start (deploy/Dockerfile): writes config.json, the console's runtime configuration,
# from the environment (README "Deploy" lists the variables), then nginx's configuration from the
# template the build rendered (deploy/nginx.ts), then runs nginx, or the command given instead.
# Bad input stops the start with a message naming the variable.
set -eu
# Lists below are split on commas and spaces, never expanded as file names.
set -f

RUNTIME_DIR="${RUNTIME_DIR:-/tmp/console}"
NGINX_TEMPLATE="${NGINX_TEMPLATE:-/etc/console/nginx.conf.template}"
PORT="${PORT:-8080}"

fail() {
  echo "docker-entrypoint: $*" >&2
  exit 64
}

nl='
'
# A JSON string; line breaks and other control characters are refused.
json_string() {
  case "$2" in *"$nl"*) fail "$1 holds a line break" ;; esac
  if printf '%s' "$2" | LC_ALL=C grep -q '[[:cntrl:]]'; then fail "$1 holds a control character"; fi
  printf '"%s"' "$(printf '%s' "$2" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')"
}

json_boolean() {
  case "$2" in
    true | false) printf '%s' "$2" ;;
    *) fail "$1 is true or false, not '$2'" ;;
  esac
}

# A JSON list of strings from a comma- or space-separated value.
json_list() {
  list=''
  for item in $(printf '%s' "$2" | tr ',' ' '); do
    list="$list${list:+, }$(json_string "$1" "$item")"
  done
  printf '[%s]' "$list"
}

# An address's origin (scheme, host and port), for the Content-Security-Policy; nothing for a path.
origin_of() {
  case "$2" in
    http://* | https://* | ws://* | wss://*)
      origin=$(printf '%s' "$2" | sed -e 's#^\([a-z]*://[^/?#]*\).*#\1#')
      printf '%s' "$origin" | grep -Eq '^(https?|wss?)://[A-Za-z0-9.-]+(:[0-9]+)?$' || fail "$1 has no usable origin: '$2'"
      printf '%s' "$origin"
      ;;
    '' | /*) ;;
    *) fail "$1 is a path (/…) or an address (http, https, ws, wss), not '$2'" ;;
  esac
}

# A path of the console's own origin (/…): never an address elsewhere, which would make the sign-in an open
# redirect. Refused: a scheme (https:, javascript:), `//host` (another host, to a browser), and any backslash
# (browsers read `/\host` as `//host`).
own_path() {
  case "$2" in
    *\\*) fail "$1 is a path of the console (/…) without a backslash, not '$2'" ;;
    //*) fail "$1 is a path of the console (/…), not another host: '$2'" ;;
    /*) ;;
    *) fail "$1 is a path of the console (/…), not '$2'" ;;
  esac
}
own_path SIGNIN_PATH "${SIGNIN_PATH:-/signin}"
[ -z "${DEFAULT_REDIRECT:-}" ] || own_path DEFAULT_REDIRECT "$DEFAULT_REDIRECT"

case "${WATERMARK:-}" in
  '' | beta | alpha) ;;
  *) fail "WATERMARK is empty, beta or alpha, not '$WATERMARK'" ;;
esac
case "${USER_PANEL:-detail}" in
  detail | admin) ;;
  *) fail "USER_PANEL is detail or admin, not '$USER_PANEL'" ;;
esac

api_prefix=$(json_string API_PREFIX "${API_PREFIX:-}")
signin_route=$(json_string SIGNIN_ROUTE "${SIGNIN_ROUTE:-/account/users/signin}")
signout_route=$(json_string SIGNOUT_ROUTE "${SIGNOUT_ROUTE:-/account/users/signout}")
signin_path=$(json_string SIGNIN_PATH "${SIGNIN_PATH:-/signin}")
default_redirect=$(json_string DEFAULT_REDIRECT "${DEFAULT_REDIRECT:-}")
allowed_redirect_hosts=$(json_list ALLOWED_REDIRECT_HOSTS "${ALLOWED_REDIRECT_HOSTS:-}")
# This image proxies /socket.io to the platform: realtime is on unless set to empty.
realtime_url=$(json_string REALTIME_URL "${REALTIME_URL-/}")
analytics_id=$(json_string ANALYTICS_ID "${ANALYTICS_ID:-}")
error_report_url=$(json_string ERROR_REPORT_URL "${ERROR_REPORT_URL:-}")
watermark=$(json_string WATERMARK "${WATERMARK:-}")
user_panel=$(json_string USER_PANEL "${USER_PANEL:-detail}")
signup=$(json_boolean FEATURE_SIGNUP "${FEATURE_SIGNUP:-true}")
signup_with_organization_token=$(json_boolean FEATURE_SIGNUP_WITH_ORGANIZATION_TOKEN "${FEATURE_SIGNUP_WITH_ORGANIZATION_TOKEN:-true}")
reset_password=$(json_boolean FEATURE_RESET_PASSWORD "${FEATURE_RESET_PASSWORD:-true}")
password_free=$(json_boolean FEATURE_PASSWORD_FREE "${FEATURE_PASSWORD_FREE:-true}")
referral_code=$(json_boolean FEATURE_REFERRAL_CODE "${FEATURE_REFERRAL_CODE:-true}")

# nginx's values: checked, since they go into its configuration as they are.
case "$PORT" in '' | *[!0-9]*) fail "PORT is a port number, not '$PORT'" ;; esac
[ "$PORT" -ge 1 ] && [ "$PORT" -le 65535 ] || fail "PORT is a port number, not '$PORT'"
[ -n "${API_UPSTREAM:-}" ] || fail "API_UPSTREAM is the platform's address, e.g. http://platform:8080"
printf '%s' "$API_UPSTREAM" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]+)?$' ||
  fail "API_UPSTREAM is an http(s) address without a path, e.g. http://platform:8080, not '$API_UPSTREAM'"
printf '%s' "$RUNTIME_DIR" | grep -Eq '^/[A-Za-z0-9._/-]*$' || fail "RUNTIME_DIR is an absolute path, not '$RUNTIME_DIR'"
[ -r "$NGINX_TEMPLATE" ] || fail "no nginx template at $NGINX_TEMPLATE"

# The policy's sources: an API or a realtime server on another origin, and analytics (gtag: its script,
# and the calls and images it sends; images are allowed from any https address already).
api_origin=$(origin_of API_PREFIX "${API_PREFIX:-}")
realtime_origin=$(origin_of REALTIME_URL "${REALTIME_URL-/}")
error_report_origin=$(origin_of ERROR_REPORT_URL "${ERROR_REPORT_URL:-}")
connect_src=''
for origin in $api_origin $realtime_origin $error_report_origin; do
  connect_src="$connect_src $origin"
done
script_src=''
if [ -n "${ANALYTICS_ID:-}" ]; then
  script_src=' https://*.googletagmanager.com'
  connect_src="$connect_src https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com"
fi

umask 022
mkdir -p "$RUNTIME_DIR"
cat >"$RUNTIME_DIR/config.json" <<EOF
{
  "apiPrefix": $api_prefix,
  "signinRoute": $signin_route,
  "signoutRoute": $signout_route,
  "signinPath": $signin_path,
  "defaultRedirect": $default_redirect,
  "allowedRedirectHosts": $allowed_redirect_hosts,
  "realtimeUrl": $realtime_url,
  "analyticsId": $analytics_id,
  "errorReportUrl": $error_report_url,
  "watermark": $watermark,
  "userPanel": $user_panel,
  "features": {
    "signup": $signup,
    "signupWithOrganizationToken": $signup_with_organization_token,
    "resetPassword": $reset_password,
    "passwordFree": $password_free,
    "referralCode": $referral_code
  }
}
EOF

sed -e "s|\${LISTEN}|$PORT|g" \
  -e "s|\${API_UPSTREAM}|$API_UPSTREAM|g" \
  -e "s|\${RUNTIME_DIR}|$RUNTIME_DIR|g" \
  -e "s|\${CSP_SCRIPT_SRC}|$script_src|g" \
  -e "s|\${CSP_CONNECT_SRC}|$connect_src|g" \
  "$NGINX_TEMPLATE" >"$RUNTIME_DIR/nginx.conf"
if grep -q '\${[A-Z_]*}' "$RUNTIME_DIR/nginx.conf"; then
  fail "$NGINX_TEMPLATE has a value this script does not set: $(grep -o '\${[A-Z_]*}' "$RUNTIME_DIR/nginx.conf" | head -n 1)"
fi

echo "docker-entrypoint: the console on port $PORT, the platform at $API_UPSTREAM" >&2
[ "$#" -gt 0 ] || set -- nginx -c "$RUNTIME_DIR/nginx.conf" -e stderr
exec "$@"
