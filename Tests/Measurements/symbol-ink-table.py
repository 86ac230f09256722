#!/usr/bin/env python3
# Writes Sources/WidgetResolve/SymbolCatalog+Ink.swift from Tests/Measurements/symbol-ink.json
# (SYMINK in docs/measurements.md): each name's ink box in ems at regular weight and medium
# scale. A measurement is divided by its font size times its image scale (SymbolCatalog.scale),
# less the width the renderer's emboldening adds at its weight (SymbolCatalog.emboldening);
# each screenshot gives the median of its measurements of a name, and the box is the median
# over screenshots. SymbolInkTests recomputes the same table and fails if the file and the
# table disagree. Run from the repository's root after adding measurements:
#
#   python3 Tests/Measurements/symbol-ink-table.py
import collections, json, statistics

SCALE = {"small": 0.78, "medium": 1.0, "large": 1.27}
GROWTH = {
    "ultraLight": -0.2 / 16, "thin": -0.15 / 16, "light": -0.08 / 16, "regular": 0.0,
    "medium": 0.15 / 16, "semibold": 0.3 / 16, "bold": 0.5 / 16, "heavy": 0.75 / 16, "black": 1.0 / 16,
}
OUT = "Sources/WidgetResolve/SymbolCatalog+Ink.swift"

doc = json.load(open("Tests/Measurements/symbol-ink.json"))
shots = collections.defaultdict(lambda: collections.defaultdict(list))
for m in doc["measurements"]:
    em = m["fontSize"] * SCALE[m["imageScale"]]
    grow = GROWTH[m["weight"]]
    shot = m["source"]["repo"] + "/" + m["source"]["screenshot"]
    shots[m["name"]][shot].append((m["ink"][0] / em - grow, m["ink"][1] / em - grow))

lines = []
for name in sorted(shots):
    per = list(shots[name].values())
    w = statistics.median(statistics.median(a for a, _ in v) for v in per)
    h = statistics.median(statistics.median(b for _, b in v) for v in per)
    lines.append(f'        "{name}": Size(width: {w:.3f}, height: {h:.3f}),')

source = open(OUT).read()
head = source[: source.index("    public static let measuredInk")]
with open(OUT, "w") as f:
    f.write(head + "    public static let measuredInk: [String: Size] = [\n" + "\n".join(lines) + "\n    ]\n}\n")
print(f"{len(lines)} names")
