#!/usr/bin/env bash
# Renders a `polyplan report --html` page in headless Chromium and checks that its three plots are
# drawn: every <svg> is laid out with a non-empty box and holds drawn paths, and the screenshot is
# not a blank page. Needs Chromium (scripts/setup --tests installs it).
# Usage: POLYPLAN=path/to/polyplan bash report_in_chromium.sh PROJECT_SOURCE_DIR [SCREENSHOT.png]
# Exit codes: 0 passed, 1 failed, 77 skipped (Chromium absent, outside CI).
set -u
root=${1:?usage: POLYPLAN=path/to/polyplan bash report_in_chromium.sh PROJECT_SOURCE_DIR [SCREENSHOT.png]}
polyplan=${POLYPLAN:?set POLYPLAN to the polyplan binary}
screenshot=${2:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

browser=$(command -v chromium || command -v chromium-browser || true)
. "$root/tests/support/needs.sh"
[ -n "$browser" ] || need "the browser test" chromium
need "the report test" gnuplot

# A bench of the quick examples (seconds), reported as HTML.
"$polyplan" bench "$root/suites/quick-examples.suite" --jobs 2 --results "$work/results" 2>"$work/bench.err" ||
  { echo "FAIL: bench"; cat "$work/bench.err"; exit 1; }
"$polyplan" report "$work/results.jsonl" --html "$work/report.html" || { echo "FAIL: report --html"; exit 1; }

# The page itself has no script; a copy gets one that writes what the browser laid out into the
# DOM, which --dump-dom then prints: per plot its box and how many drawn shapes it holds.
sed 's|</body>|<script>document.body.setAttribute("data-plots", Array.from(document.querySelectorAll("figure svg")).map(s => { const b = s.getBoundingClientRect(); return Math.round(b.width) + "x" + Math.round(b.height) + ":" + s.querySelectorAll("path, polyline, polygon, rect, circle, use").length; }).join(" "));</script></body>|' \
  "$work/report.html" >"$work/probe.html"
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --user-data-dir="$work/profile")
timeout 120 "$browser" "${flags[@]}" --dump-dom "file://$work/probe.html" >"$work/dom.html" 2>"$work/chromium.err"
timeout 120 "$browser" "${flags[@]}" --window-size=1100,2600 --screenshot="$work/report.png" \
  "file://$work/report.html" >/dev/null 2>>"$work/chromium.err"

failed=0
plots=$(grep -o 'data-plots="[^"]*"' "$work/dom.html" | sed 's/data-plots="//; s/"$//')
count=0
for plot in $plots; do
  count=$((count + 1))
  size=${plot%%:*}
  shapes=${plot##*:}
  width=${size%%x*}
  height=${size##*x}
  if [ "$width" -lt 200 ] || [ "$height" -lt 150 ] || [ "$shapes" -lt 10 ]; then
    echo "FAIL: plot $count is laid out as ${width}x${height} with $shapes shapes" >&2
    failed=1
  fi
done
if [ "$count" -ne 3 ]; then
  echo "FAIL: the browser laid out $count plots, expected 3 (cactus, scatter, class bars): '$plots'" >&2
  sed 's/^/  chromium: /' "$work/chromium.err" | tail -n 5 >&2
  failed=1
fi
for id in cactus scatter class-bars; do
  grep -q "<figure id=\"$id\"><svg" "$work/dom.html" || { echo "FAIL: no drawn plot in figure '$id'" >&2; failed=1; }
done
# The page opens with its title and summary, then the plots; every instance with a plan links a
# board page (show --html) that was written beside the report.
title_line=$(grep -n '<h1>' "$work/report.html" | head -n 1 | cut -d: -f1)
plot_line=$(grep -n '<figure id="cactus">' "$work/report.html" | head -n 1 | cut -d: -f1)
if [ -z "$title_line" ] || [ -z "$plot_line" ] || [ "$title_line" -ge "$plot_line" ]; then
  echo "FAIL: the report's title (line ${title_line:-none}) does not come before its plots (line ${plot_line:-none})" >&2
  failed=1
fi
links=$(grep -o 'href="report-boards/[^"]*"' "$work/report.html" | sed 's/^href="//; s/"$//')
if [ "$(wc -w <<<"$links")" -ne 3 ]; then
  echo "FAIL: expected board links for the 3 quick examples, found: '$links'" >&2
  failed=1
fi
for link in $links; do
  grep -q '<svg id="board"' "$work/$link" 2>/dev/null || { echo "FAIL: the board page $link is missing" >&2; failed=1; }
done
# A blank 1100x2600 page compresses to a few kilobytes; plots and tables take far more.
bytes=$(stat -c %s "$work/report.png" 2>/dev/null || echo 0)
if [ "$bytes" -lt 40000 ]; then
  echo "FAIL: the screenshot holds $bytes bytes: a blank or missing page" >&2
  failed=1
fi
[ -n "$screenshot" ] && [ "$bytes" -gt 0 ] && cp "$work/report.png" "$screenshot"
[ "$failed" -eq 0 ] && echo "report rendered in Chromium: plots $plots, screenshot $bytes bytes"
exit "$failed"
