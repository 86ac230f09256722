#!/usr/bin/env python3
# Writes the entry document of the symbol sheet: every SF Symbol name `render symbols` lists,
# each drawn above its name, in a 10-column grid, and prints its canvas size on stderr.
# docs/images/symbols-{light,dark}.png are rendered from it (README.md, "Supported today"):
#
#   swift build && .build/debug/render symbols | python3 docs/make-symbol-sheet.py > /tmp/symbols-sheet.json
#   for s in light dark; do
#     .build/debug/render /tmp/symbols-sheet.json --size 1020x13308 --scale 1 --color-scheme $s \
#       --output - > docs/images/symbols-$s.png
#   done
#   optipng -quiet -o2 docs/images/symbols-*.png    # lossless, about three quarters the bytes
import json, math, sys

COLUMNS, CELL_W, CELL_H, PAD = 10, 100, 64, 10

names = [line.split()[0] for line in sys.stdin if line.strip()]
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
            {"type": "Text", "text": f"SF Symbol substitutes: {len(names)} names (render symbols)",
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
