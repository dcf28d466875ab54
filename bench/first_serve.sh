#!/usr/bin/env bash
# The README's first figure: from `git clone` to the first `/readyz` 200 of `make serve`.
# Usage: bench/first_serve.sh [REPO] [PORT]   (REPO: a clone URL or path, default this one)
# Prints the seconds, the machine's load (1, 5, 15 min) and the new .venv's size, then stops the
# server it started and leaves the clone in a temporary folder (its path is printed).
set -euo pipefail
repo=${1:-$(cd "$(dirname "$0")/.." && pwd)}
port=${2:-18765}
dir=$(mktemp -d)
start=$(date +%s.%N)
git clone -q "$repo" "$dir/folnn"
cd "$dir/folnn"
setsid env PORT="$port" WORKERS=2 make serve > serve.log 2>&1 &
server=$!
trap 'kill -TERM -- "-$server" 2>/dev/null || true' EXIT
until curl -sf -o /dev/null "http://127.0.0.1:$port/readyz"; do
  kill -0 "$server" 2>/dev/null || { echo "make serve stopped:"; tail -20 serve.log; exit 1; }
  sleep 0.5
done
end=$(date +%s.%N)
printf '/readyz after %.1f s; load %s; .venv %s; %s\n' "$(echo "$end - $start" | bc)" \
  "$(cut -d' ' -f1-3 /proc/loadavg)" "$(du -sh .venv | cut -f1)" "$dir"
