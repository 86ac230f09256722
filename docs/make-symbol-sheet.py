#!/usr/bin/env python3
# Writes the entry document of one part of the symbol sheet: the SF Symbol names `render
# symbols` lists, split into PARTS parts of about equal size (a document's text is bounded,
# so one sheet cannot hold every name), each drawn above its name in a 10-column grid; prints
# the canvas size on stderr. docs/images/symbols-{light,dark}-{1,2}.png are rendered from it
# (README.md, "Supported today"):
#
#   swift build && .build/debug/render symbols > /tmp/symbol-names.txt
#   for part in 1 2; do
#     size=$(python3 docs/make-symbol-sheet.py $part 2 < /tmp/symbol-names.txt 2>&1 >/tmp/symbols-$part.json)
#     for s in light dark; do
#       .build/debug/render /tmp/symbols-$part.json --size ${size#canvas: } --scale 1 --color-scheme $s \
#         --output - > docs/images/symbols-$s-$part.png
#     done
#   done
#   # then, optionally, a lossless PNG optimizer over docs/images/symbols-*.png (about a quarter fewer bytes)
import json, math, sys

COLUMNS, CELL_W, CELL_H, PAD = 10, 100, 64, 10

PART, PARTS = (int(a) for a in sys.argv[1:3]) if len(sys.argv) == 3 else (1, 1)
every = [line.split()[0] for line in sys.stdin if line.strip()]
per = math.ceil(len(every) / PARTS / COLUMNS) * COLUMNS
names = every[(PART - 1) * per:PART * per]
cell = lambda name: {
    "type": "VStack", "spacing": 3,
    "children": [
        {"type": "Image", "systemName": name, "modifiers": [{"font": {"size": 22}}, {"frame": {"height": 28}}]},
        {"type": "Text", "text": name, "modifiers": [
            {"font": {"size": 9}}, {"foregroundStyle": "secondary"}, {"lineLimit": 2},
            {"multilineTextAlignment": "center"}, {"frame": {"width": CELL_W - 4, "height": 26, "alignment": "top"}}]},
    ],
    "modifiers": [{"frame": {"width": CELL_W, "height": CELL_H}}],
}
doc = {
    "version": 1,
    "kind": "SymbolSheet",
    "families": ["systemSmall"],
    "view": {
        "type": "VStack", "alignment": "leading", "spacing": 8,
        "children": [
            {"type": "Text", "text": f"SF Symbol substitutes: {names[0]} … {names[-1]} ({len(names)} of {len(every)} names; render symbols)",
             "modifiers": [{"font": "headline"}]},
            {"type": "LazyVGrid", "spacing": 0,
             "columns": [{"size": "fixed", "value": CELL_W, "spacing": 0}] * COLUMNS,
             "children": [cell(n) for n in names]},
        ],
        "modifiers": [{"padding": PAD}, {"frame": {"maxWidth": "infinity", "maxHeight": "infinity", "alignment": "topLeading"}},
                      {"foregroundStyle": "primary"}, {"background": "systemBackground"}],
    },
}
print(f"canvas: {COLUMNS * CELL_W + 2 * PAD}x{2 * PAD + 40 + math.ceil(len(names) / COLUMNS) * CELL_H}", file=sys.stderr)
json.dump(doc, sys.stdout)
sys.stdout.write("\n")
