#!/usr/bin/env bash
# Renders every example workout to HTML and checks it in headless Chromium at 360 and 1200 px: the page is no wider
# than the viewport, no element sticks out of its card, no cell of a set table breaks over two lines ("100 kg"), and
# the page holds no script or iframe. Saves a screenshot of each page at each width under .build/screenshots/.
#
# Headless Chromium will not make its window narrower than about 500 px, so each page is measured inside an iframe of
# the target width: a copy of the page, made for the test, carries a small script that measures the layout and
# writes what it finds into the harness page around it, which `--dump-dom` prints. The page itself has no script.
# Installs Debian's chromium when it is missing. Usage: scripts/check-html-in-browser.sh [EXAMPLE.json...]
set -euo pipefail
cd "$(dirname "$0")/.."

browser=""
for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null 2>&1; then
        browser=$(command -v "$candidate")
        break
    fi
done
if [ -z "$browser" ]; then
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "install Chromium with your system's package manager" >&2
        exit 1
    fi
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "installing chromium" >&2
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq chromium
    browser=$(command -v chromium)
fi

swift build --product kheper >/dev/null
kheper="$(swift build --show-bin-path)/kheper"

work=.build/browser-check
screenshots=.build/screenshots
rm -rf "$work" "$screenshots"
mkdir -p "$work" "$screenshots"
# The pages link their images relative to the workout files, so the images sit beside the rendered pages.
[ -d Examples/Workouts/images ] && cp -R Examples/Workouts/images "$work/"

# Measures the page it is injected into, from inside the iframe, and writes the findings into the harness.
read -r -d '' check_script <<'EOF' || true
<script id="kheper-check">
addEventListener("load", () => {
  const root = document.documentElement;
  const problems = [];
  const describe = (element) => {
    let name = element.tagName.toLowerCase();
    const classes = element.getAttribute("class");
    if (classes) name += "." + classes.trim().split(/\s+/).join(".");
    const text = (element.textContent || "").trim().replace(/\s+/g, " ").slice(0, 40);
    return text ? name + " \"" + text + "\"" : name;
  };
  if (root.scrollWidth > root.clientWidth) {
    problems.push("the document is " + root.scrollWidth + " px wide, wider than the " + root.clientWidth +
      " px viewport");
  }
  for (const element of document.querySelectorAll("body *")) {
    if (element.id === "kheper-check") continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    const card = element.parentElement && element.parentElement.closest(".block");
    const frame = card ? card.getBoundingClientRect() : { left: 0, right: root.clientWidth };
    const over = Math.max(frame.left - box.left, box.right - frame.right);
    if (over > 0.5) {
      problems.push(describe(element) + " overflows " + (card ? describe(card) : "the page") + " by " +
        Math.ceil(over) + " px");
    }
  }
  for (const cell of document.querySelectorAll(".sets td, .sets th")) {
    const range = document.createRange();
    range.selectNodeContents(cell);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    if (lines.size > 1) problems.push(describe(cell) + " breaks over " + lines.size + " lines");
  }
  const result = parent.document.getElementById("result");
  const shown = problems.slice(0, 20);
  if (problems.length > shown.length) shown.push("and " + (problems.length - shown.length) + " more");
  result.textContent = problems.length ? shown.join("\n") : "ok";
  result.setAttribute("data-height", String(root.scrollHeight));
});
</script>
EOF

# A page holding one iframe of the given width and height.
harness() { # page width height check
    local result=""
    [ "$4" = check ] && result='<pre id="result">the check script did not run</pre>'
    printf '<!DOCTYPE html><html><body style="margin:0;background:#888">%s' "$result"
    printf '<iframe src="%s" width="%s" height="%s" style="border:0;display:block"></iframe></body></html>\n' \
        "$1" "$2" "$3"
}

# Runs Chromium in the foreground; it exits when the page has loaded and its output is written.
run_browser() {
    timeout 120 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
        --allow-file-access-from-files --user-data-dir="$work/profile" "$@" 2>/dev/null
}

# A training log with eight weeks of the examples' charted exercises, dated back from today, so each chart is drawn
# as its SVG rather than "no history yet".
store="$work/history.sqlite"
{
    echo "Date,Workout Name,Exercise Name,Set Order,kg,Reps,km,Seconds,Notes"
    for week in 0 1 2 3 4 5 6 7; do
        day=$(date -u -d "$((week * 7 + 1)) days ago" +%Y-%m-%d)
        echo "$day 18:00:00,\"Week $week\",\"Bench Press\",0,$((90 - week * 2)),5,0.0,0,\"\""
        echo "$day 18:00:00,\"Week $week\",\"Back Squat\",0,$((130 - week * 3)),5,0.0,0,\"\""
        echo "$day 18:00:00,\"Week $week\",\"Kettlebell Swing\",0,24,$((20 - week)),0.0,0,\"\""
    done
} >"$work/history.csv"
"$kheper" log import --from strong --store "$store" "$work/history.csv" >/dev/null

# Measures $work/NAME.html at WIDTH px inside the harness; prints "ok" or the findings, one a line, and writes the
# page's height to $work/NAME-WIDTH.height for the screenshot.
measure() { # name width
    local name=$1 width=$2 dom
    # The copy for the test: the page with the measuring script before </body>.
    CHECK_SCRIPT="$check_script" awk '/<\/body>/ { print ENVIRON["CHECK_SCRIPT"] } { print }' "$work/$name.html" \
        >"$work/$name.check.html"
    harness "$name.check.html" "$width" 800 check >"$work/$name-$width.harness.html"
    if ! dom=$(run_browser --dump-dom "file://$PWD/$work/$name-$width.harness.html"); then
        echo "Chromium did not load the page"
        return
    fi
    printf '%s\n' "$dom" | sed -n 's/.*data-height="\([0-9]*\)".*/\1/p' | head -n 1 >"$work/$name-$width.height"
    printf '%s\n' "$dom" | awk '/<pre id="result"/ { on = 1 } on { print } on && /<\/pre>/ { exit }' |
        sed -e 's/.*<pre id="result"[^>]*>//' -e 's/<\/pre>.*//' |
        sed -e 's/&lt;/</g' -e 's/&gt;/>/g' -e 's/&quot;/"/g' -e 's/&amp;/\&/g'
}

# The check must be able to fail: a page with a row wider than a phone is caught at 360 px.
{
    echo '<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width"></head><body><main>'
    echo '<section class="block"><table><tr><td style="white-space:nowrap">'
    echo '100 kg 100 kg 100 kg 100 kg 100 kg 100 kg 100 kg 100 kg</td></tr></table></section></main></body></html>'
} >"$work/too-wide.html"
if [ "$(measure too-wide 360)" = ok ]; then
    echo "FAIL the check passed a page that scrolls sideways at 360 px ($work/too-wide.html)"
    exit 1
fi

if [ $# -gt 0 ]; then examples=("$@"); else examples=(Examples/Workouts/*.json); fi
failures=0
for example in "${examples[@]}"; do
    name=$(basename "$example" .json)
    page="$work/$name.html"
    "$kheper" render "$example" --format html --store "$store" >"$page"
    if grep -qiE '<script|<iframe' "$page"; then
        echo "FAIL $name: the page holds a script or an iframe"
        failures=$((failures + 1))
    fi
    for width in 360 1200; do
        report=$(measure "$name" "$width")
        if [ "$report" = ok ]; then
            echo "ok   $name at $width px"
        else
            printf '%s\n' "$report" | sed "s/^/FAIL $name at $width px: /"
            failures=$((failures + 1))
        fi
        # The screenshot shows the page alone, in an iframe as tall as the page, on a grey ground.
        height=$(cat "$work/$name-$width.height" 2>/dev/null || true)
        height=${height:-2000}
        harness "$name.html" "$width" "$height" plain >"$work/$name-$width.shot.html"
        window=$((width < 600 ? 600 : width))
        run_browser --window-size="$window,$height" --screenshot="$PWD/$screenshots/$name-$width.png" \
            "file://$PWD/$work/$name-$width.shot.html" >/dev/null
    done
done
echo "screenshots in $screenshots"
if [ "$failures" -gt 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
