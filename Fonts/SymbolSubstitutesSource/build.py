#!/usr/bin/env python3
# Builds the SF Symbols substitute font and the renderer's symbol table from symbols.txt.
#
#   build.py BOOTSTRAP_SVG_DIR MATERIAL_CSS INTER_OTF OUT_TTF OUT_SWIFT
#
# symbols.txt maps SF Symbol names to glyphs. Glyphs come from three places:
#   bi:NAME   a Bootstrap Icons SVG (16 x 16 view box), made into a glyph of the new font
#   ch:TEXT   characters of Inter (digits, letters, currency signs), made into a glyph
#   mi:NAME   a Material Icons glyph, drawn from the bundled Material Icons font as it is
# A bi: or ch: glyph may be turned (@r90, @r45, ... clockwise degrees) or mirrored (@fx),
# and put in an enclosure: ring(G) a circle outline around G, disc(G) a filled circle with
# G cut out of it, sq(G) and sqf(G) the same with a rounded square; hcat(G,H) sets two
# glyphs side by side (playpause).
# Lines:
#   NAME = SPEC                                  one name
#   BASE | OUTLINE | FILL | VARIANTS             a family: BASE draws OUTLINE, BASE.fill
#       draws FILL; VARIANTS lists which of F (BASE.fill), C (BASE.circle), CF
#       (BASE.circle.fill), S (BASE.square), SF (BASE.square.fill) SF has; "-" first
#       means BASE alone is not a name. Circles and squares are Bootstrap's own glyph when
#       it has one (OUTLINE-circle, ...), else made with ring/disc/sq/sqf.
#   @chars LIST | VARIANTS                      for each "name:text" in LIST, a family
#       drawn from Inter characters (numbers, letters, currency signs)
#   @layers MODE NAME ...                       draw these names in two layers (below)
#   @multicolor NAME PRIMARY [SECONDARY]        the layers' colors in multicolor mode, as
#       style names of the entry format (yellow, white, ...); "-" keeps the foreground
# Later lines win. Every glyph gets a code point from U+F0000 up, in sorted spec order.
#
# Layers (symbolRenderingMode hierarchical, palette, multicolor): a name drawn in layers
# gets two more glyphs, its primary layer (level 1) and its secondary (level 2), which
# together cover what its one-layer glyph covers, and more where the primary is cut out
# of the secondary. Enclosures (ring, disc, sq, sqf, and Bootstrap's own -circle and
# -square glyphs) are layered by themselves: the enclosure is the secondary layer, what
# it encloses the primary. @layers names others by a rule:
#   enclosed  the outline with the largest bounds is the secondary layer (filled, or the
#             ring it forms with its largest hole); what lies in it or is cut from it is
#             the primary (exclamationmark.triangle.fill)
#   largest   the outline with the largest bounds, with what it holds, is the primary
#             layer, every other outline the secondary (a cloud and its rain or sun)

import math, os, re, sys, xml.etree.ElementTree as ET
import pathops
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.transformPen import TransformPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.pens.boundsPen import BoundsPen
from fontTools.svgLib.path import parse_path
from fontTools.svgLib.path.shapes import PathBuilder
from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
SVG_DIR, MATERIAL_CSS, INTER, OUT_TTF, OUT_SWIFT = sys.argv[1:6]
UPM = 1000
S = UPM / 16.0

LAYER_MODE = {}   # name -> 'enclosed' | 'largest' | 'enclosure' (ring/disc/sq/sqf)
CUT_NAMES = set() # the names whose one-layer glyph is a filled shape with a mark cut out
NATIVE = {}       # name -> Bootstrap's own circle or square glyph given by its family line
MULTICOLOR = {}   # name -> [primary color or None, secondary color or None]

def parse_specs():
    table = {}
    for raw in open(os.path.join(HERE, 'symbols.txt')):
        line = raw.split('#', 1)[0].strip()
        if not line:
            continue
        if line.startswith('@layers'):
            mode, *names = line.split()[1:]
            if mode not in ('enclosed', 'largest'):
                raise SystemExit(f'unknown layer rule {mode}')
            for name in names:
                LAYER_MODE[name] = mode
        elif line.startswith('@multicolor'):
            name, *colors = line.split()[1:]
            MULTICOLOR[name] = [None if c == '-' else c for c in colors]
        elif line.startswith('@chars'):
            items, variants = [p.strip() for p in line[len('@chars'):].split('|')]
            for item in items.split():
                name, text = item.split(':', 1)
                family(table, name, 'ch:' + text, 'ch:' + text, variants, chars=True)
        elif '|' in line:
            parts = [p.strip() for p in line.split('|')]
            base, outline, fill, variants = (parts + [''] * 4)[:4]
            family(table, base, outline, fill or outline, variants)
        else:
            name, spec = [p.strip() for p in line.split('=', 1)]
            table[name] = spec
    return table

SVG_NAMES = None

def native(outline, kind):
    """Bootstrap's own circle/square version of an icon, if it has one."""
    m = re.fullmatch(r'bi:([a-z0-9-]+?)(-fill|-lg)?', outline)
    if not m:
        return None
    name = m.group(1) + kind
    return 'bi:' + name if name in SVG_NAMES else None

def family(table, base, outline, fill, variants, chars=False):
    vs = variants.split()
    if '-' not in vs and not chars:
        table[base] = outline
    elif chars and '-' not in vs and 'B' in vs:
        table[base] = outline
    composable = not outline.startswith('mi:') and not fill.startswith('mi:')
    for v in vs:
        if v == 'F':
            table[base + '.fill'] = fill
        elif v in ('C', 'CF', 'S', 'SF'):
            suffix = {'C': '-circle', 'CF': '-circle-fill', 'S': '-square', 'SF': '-square-fill'}[v]
            name = base + {'C': '.circle', 'CF': '.circle.fill', 'S': '.square', 'SF': '.square.fill'}[v]
            own = None if chars else native(outline, suffix)
            if own:
                table[name] = own
                NATIVE[name] = own
            elif composable:
                enclosure = {'C': 'ring', 'CF': 'disc', 'S': 'sq', 'SF': 'sqf'}[v]
                inner = outline if v in ('C', 'S') else fill
                table[name] = f'{enclosure}({inner})'
            else:
                print(f'note: {name} skipped (a Material glyph cannot be enclosed)', file=sys.stderr)

# ---- outlines, in the 16-unit, y-down space of the SVG view box ----

def svg_path(name):
    root = ET.parse(os.path.join(SVG_DIR, name + '.svg')).getroot()
    result = pathops.Path()
    for el in root.iter():
        tag = el.tag.split('}')[-1]
        if tag not in ('path', 'circle', 'rect', 'ellipse', 'polygon', 'polyline', 'line'):
            continue
        if 'transform' in el.attrib:
            raise SystemExit(f'{name}: transforms are not handled')
        pb = PathBuilder()
        pb.add_path_from_element(el)
        for d in pb.paths:
            p = pathops.Path()
            parse_path(d, p.getPen())
            if el.attrib.get('fill-rule') == 'evenodd':
                p.fillType = pathops.FillType.EVEN_ODD
            p.simplify(fix_winding=True)
            result = pathops.op(result, p, pathops.PathOp.UNION)
    return result

_inter = None
def char_path(text):
    global _inter
    if _inter is None:
        _inter = TTFont(INTER)
    font = _inter
    cmap, gs = font.getBestCmap(), font.getGlyphSet()
    upm = font['head'].unitsPerEm
    p = pathops.Path()
    x = 0.0
    for ch in text:
        g = cmap.get(ord(ch))
        if g is None:
            raise SystemExit(f'Inter has no glyph for {ch!r}')
        # font units, y up -> em units, y down (scaled later by fitting)
        pen = TransformPen(p.getPen(), (1 / upm, 0, 0, -1 / upm, x, 0))
        gs[g].draw(pen)
        x += gs[g].width / upm - 0.02
    p.simplify(fix_winding=True)
    return p

def bounds(p):
    bp = BoundsPen(None)
    p.draw(bp)
    return bp.bounds

def transformed(p, m):
    out = pathops.Path()
    p.draw(TransformPen(out.getPen(), m))
    return out

def turn(p, degrees):
    a = math.radians(degrees)
    c, s = math.cos(a), math.sin(a)
    # clockwise on screen about (8, 8), y pointing down
    return transformed(p, (c, s, -s, c, 8 - 8 * c + 8 * s, 8 - 8 * s - 8 * c))

def fit(p, box, cx=8.0, cy=8.0, max_w=None):
    x0, y0, x1, y1 = bounds(p)
    w, h = x1 - x0, y1 - y0
    k = min(box / w, box / h)
    if max_w is not None:
        k = min(k, max_w / w)
    return transformed(p, (k, 0, 0, k, cx - (x0 + x1) / 2 * k, cy - (y0 + y1) / 2 * k))

ENCLOSURE = re.compile(r'(ring|disc|sq|sqf)\((.*)\)')

def enclosure_parts(kind, inner_spec):
    """An enclosure's shape (an outline, or filled) and the glyph it holds, fitted."""
    inner = glyph_path(inner_spec)
    if inner_spec.startswith('ch:'):
        n = len(inner_spec[3:].split('@')[0])
        inner = fit(inner, 7.6 if n == 1 else 9.0, max_w=5.4 if n == 1 else (9.0 if n == 2 else 10.5))
    else:
        inner = fit(inner, 8.6 if kind in ('ring', 'disc') else 9.0)
    shape = svg_path({'ring': 'circle', 'disc': 'circle-fill', 'sq': 'square', 'sqf': 'square-fill'}[kind])
    return shape, inner

def split_top(s):
    """'A,B' -> ['A', 'B'] at commas outside parentheses."""
    depth, start, out = 0, 0, []
    for i, ch in enumerate(s):
        depth += {'(': 1, ')': -1}.get(ch, 0)
        if ch == ',' and depth == 0:
            out.append(s[start:i])
            start = i + 1
    return out + [s[start:]]

def glyph_path(spec):
    m = ENCLOSURE.fullmatch(spec)
    if m:
        kind = m.group(1)
        shape, inner = enclosure_parts(*m.groups())
        op = pathops.PathOp.UNION if kind in ('ring', 'sq') else pathops.PathOp.DIFFERENCE
        return pathops.op(shape, inner, op)
    m = re.fullmatch(r'hcat\((.*)\)', spec)
    if m:
        # Two glyphs side by side, each in half the em, as SF's playpause.
        first, second = split_top(m.group(1))
        p = fit(glyph_path(first), 9.0, cx=4.6, max_w=6.2)
        return pathops.op(p, fit(glyph_path(second), 9.0, cx=11.9, max_w=5.0), pathops.PathOp.UNION)
    src, _, mods = spec.partition('@')
    kind, _, name = src.partition(':')
    if kind == 'bi':
        p = svg_path(name)
    elif kind == 'ch':
        p = char_path(name)
        if not mods or 'inner' not in mods:
            p = fit(p, 13.0, max_w=15.0)
    else:
        raise SystemExit(f'cannot build {spec}')
    for mod in filter(None, mods.split(',')):
        if mod.startswith('r'):
            p = turn(p, float(mod[1:]))
        elif mod == 'fx':
            p = transformed(p, (-1, 0, 0, 1, 16, 0))
    return p

def bbox_area(p):
    b = bounds(p)
    return (b[2] - b[0]) * (b[3] - b[1]) if b else 0.0

def filled(contour):
    p = pathops.Path()
    contour.draw(p.getPen())
    p.simplify(fix_winding=True)
    return p

def inside(inner, outer):
    a, b = bounds(inner), bounds(outer)
    return a[0] >= b[0] and a[1] >= b[1] and a[2] <= b[2] and a[3] <= b[3]

def split(p, mode):
    """([secondary path, primary path], whether the primary is cut out of the secondary) of
    a one-layer glyph by `mode`, or None."""
    contours = list(p.contours)
    if len(contours) < 2:
        return None
    outer = max(contours, key=bbox_area)
    region = filled(outer)
    D, I = pathops.PathOp.DIFFERENCE, pathops.PathOp.INTERSECTION
    cut = False
    if mode == 'largest':
        primary = pathops.op(p, region, I)
        secondary = pathops.op(p, region, D)
    else:
        holes = [c for c in contours if c is not outer and inside(c, outer)
                 and bbox_area(c) > 0.45 * bbox_area(outer)]
        if holes:  # an outline: the ring is the secondary layer, what it holds the primary
            secondary = pathops.op(region, filled(max(holes, key=bbox_area)), D)
            primary = pathops.op(p, secondary, D)
        else:      # filled: the whole shape is the secondary layer, what is cut out the primary
            secondary = region
            primary = pathops.op(region, p, D)
            cut = True
    for q in (primary, secondary):
        q.simplify(fix_winding=True)
    if min(area(primary), area(secondary)) < 0.01 * area(region):
        return None
    return [secondary, primary], cut

def area(p):
    return abs(p.area) if list(p.contours) else 0.0

def layer_paths(name, spec):
    """The layers of `name`, drawn in order (the secondary, then the primary), or None."""
    m = ENCLOSURE.fullmatch(spec)
    if m:
        if m.group(1) in ('disc', 'sqf'):
            CUT_NAMES.add(name)
        return list(enclosure_parts(*m.groups()))
    mode = LAYER_MODE.get(name)
    if mode is None and NATIVE.get(name) == spec:
        mode = 'enclosed'
    if mode is None and re.fullmatch(r'bi:[a-z0-9-]+-(circle|square)(-fill)?', spec) \
            and re.search(r'\.(circle|square)(\.fill)?$', name):
        mode = 'enclosed'
    if mode is None or spec.startswith('mi:'):
        return None
    result = split(glyph_path(spec), mode)
    if result is None:
        return None
    parts, cut = result
    if cut:
        CUT_NAMES.add(name)
    return parts

def material_codepoints():
    css = open(MATERIAL_CSS).read()
    return {n: int(c, 16) for n, c in re.findall(r'\.material-icons\.([a-z0-9_]+):before \{\s*content: "\\([0-9a-f]+)"', css)}

def swift_parts(name, type_, rows, size=100):
    """A Swift table `name` of `type_` written as parts of `size` rows, each a function
    returning a literal, joined when first used: the type checker is far faster on small
    literals (about 0.4 s for the parts against 4 s for one literal of two thousand)."""
    count = (len(rows) + size - 1) // size
    call = [f'    static let {name}: {type_} = joined(', '        [']
    call += ['            ' + ', '.join(f'{name}{k}()' for k in range(a, min(a + 6, count))) + ','
             for a in range(0, count, 6)]
    call += ['        ])']
    parts = []
    for k in range(count):
        parts += ['', f'    private static func {name}{k}() -> {type_} ' + '{', '        [']
        parts += ['    ' + r for r in rows[k * size:(k + 1) * size]]
        parts += ['        ]', '    }']
    return call, parts


def main():
    global SVG_NAMES
    SVG_NAMES = {f[:-4] for f in os.listdir(SVG_DIR) if f.endswith('.svg')}
    table = parse_specs()
    mi = material_codepoints()
    built = sorted({s for s in table.values() if not s.startswith('mi:')})
    codes = {s: 0xF0000 + i for i, s in enumerate(built)}
    for s in table.values():
        if s.startswith('mi:'):
            if s[3:] not in mi:
                raise SystemExit(f'Material Icons has no {s[3:]}')
            codes[s] = mi[s[3:]]

    # Layer glyphs, after the one-layer glyphs; a path drawn twice is one glyph.
    paths = {s: glyph_path(s) for s in built}
    layers, by_outline = {}, {}
    for name in sorted(table):
        parts = layer_paths(name, table[name])
        if parts is None:
            continue
        ids = []
        for p in parts:
            p.simplify(fix_winding=True)
            key = tuple(p.segments)
            if key not in by_outline:
                by_outline[key] = f'#layer{len(by_outline)}'
                paths[by_outline[key]] = p
            ids.append(by_outline[key])
        layers[name] = ids
    extra = sorted(set(by_outline.values()), key=lambda k: int(k[6:]))
    for i, k in enumerate(extra):
        codes[k] = 0xF0000 + len(built) + i
    # A `.fill` glyph with holes (a mark cut out of it) keeps its weight in monochrome:
    # emboldening would close the holes.
    for name in sorted(table):
        s = table[name]
        if 'fill' in name.split('.') and not s.startswith('mi:'):
            if len({c.clockwise for c in paths[s].contours}) > 1:
                CUT_NAMES.add(name)
    for name in MULTICOLOR:
        if name not in table:
            raise SystemExit(f'@multicolor {name}: no such name')
        if name not in layers and len(MULTICOLOR[name]) > 1:
            raise SystemExit(f'@multicolor {name}: one layer, one color')
    built = built + extra

    glyph_order = ['.notdef'] + [f'u{codes[s]:X}' for s in built]
    glyphs, metrics = {}, {}
    empty = TTGlyphPen(None)
    glyphs['.notdef'] = empty.glyph()
    metrics['.notdef'] = (UPM, 0)
    for s in built:
        p = paths[s]
        p.simplify(fix_winding=True)
        pen = TTGlyphPen(None)
        # 16-unit y-down view box -> font units, y up, baseline at the bottom of the em
        p.draw(TransformPen(Cu2QuPen(pen, max_err=0.5, reverse_direction=True), (S, 0, 0, -S, 0, UPM)))
        g = pen.glyph()
        if not g.numberOfContours:
            raise SystemExit(f'{s} has no ink')
        glyphs[f'u{codes[s]:X}'] = g
        metrics[f'u{codes[s]:X}'] = (UPM, 0)

    fb = FontBuilder(UPM, isTTF=True)
    fb.setupGlyphOrder(glyph_order)
    fb.setupCharacterMap({codes[s]: f'u{codes[s]:X}' for s in built})
    fb.setupGlyf(glyphs)
    for name, g in glyphs.items():
        g.recalcBounds(fb.font['glyf'])
        metrics[name] = (UPM, getattr(g, 'xMin', 0))
    fb.setupHorizontalMetrics(metrics)
    fb.setupHorizontalHeader(ascent=UPM, descent=0)
    fb.setupNameTable({
        'familyName': 'Widget Symbol Substitutes', 'styleName': 'Regular',
        'copyright': 'Outlines from Bootstrap Icons 1.10.3 (MIT, (c) 2019-2021 The Bootstrap Authors) '
                     'and Inter 4.0 (SIL OFL 1.1, (c) 2016-2022 The Inter Project Authors)',
        'licenseDescription': 'SIL Open Font License 1.1; Bootstrap Icons parts also MIT',
        'version': 'Version 1.000',
    })
    fb.setupOS2(sTypoAscender=UPM, sTypoDescender=0, usWinAscent=UPM, usWinDescent=0)
    fb.setupPost()
    fb.setupHead(unitsPerEm=UPM, created=0, modified=0)
    fb.font['head'].created = fb.font['head'].modified = 3600 * 24 * 365 * 90  # fixed, so rebuilds match
    fb.save(OUT_TTF)

    table_rows = [f'        "{name}": ("{table[name]}", 0x{codes[table[name]]:X}),' for name in sorted(table)]
    layer_rows = []
    for name in sorted(set(layers) | set(MULTICOLOR)):
        colors = MULTICOLOR.get(name, [])
        color = lambda level: f'"{colors[level - 1]}"' if len(colors) >= level and colors[level - 1] else 'nil'
        if name in layers:
            secondary, primary = layers[name]
            items = [f'(0x{codes[secondary]:X}, 2, {color(2)})', f'(0x{codes[primary]:X}, 1, {color(1)})']
        else:
            items = [f'(0x{codes[table[name]]:X}, 1, {color(1)})']
        layer_rows.append(f'        "{name}": [{", ".join(items)}],')
    table_type = '[String: (source: String, codePoint: UInt32)]'
    layer_type = '[String: [(codePoint: UInt32, level: Int, multicolor: String?)]]'
    table_call, table_parts = swift_parts('table', table_type, table_rows)
    layer_call, layer_parts = swift_parts('layerTable', layer_type, layer_rows)
    lines = [
        '// Generated by Fonts/SymbolSubstitutesSource/build.py from symbols.txt; do not edit:',
        '// edit symbols.txt and rebuild (Fonts/README.md, "The SF Symbols substitutes").',
        '// Code points from U+F0000 are glyphs of Fonts/SymbolSubstitutes (Bootstrap Icons and',
        '// Inter outlines); the others are Material Icons glyphs (Fonts/MaterialIcons).',
        '',
        'extension SymbolCatalog {',
        '    /// SF Symbol name → (what stands in for it, its code point).',
    ] + table_call + [
        '',
        '    /// SF Symbol name → its layers in drawing order (the secondary, then the primary),',
        '    /// each a code point, its level (1 primary, 2 secondary) and its color in multicolor',
        '    /// mode (nil: the foreground). A name drawn in one layer and one color in multicolor',
        '    /// mode has one entry; a name not listed is one layer in the foreground.',
    ] + layer_call + [
        '',
        '    /// The names whose one-layer glyph is a filled shape with a mark cut out of it (a',
        '    /// `.circle.fill`, a `.fill` glyph with holes): in monochrome, a weight other than',
        '    /// regular would thin or close the cut-out mark, so they keep their weight.',
        '    static let cutOutNames: Set<String> = [',
    ] + [f'        "{name}",' for name in sorted(CUT_NAMES)] + [
        '    ]',
        '',
        '    // Each table is written in parts of a hundred entries: the type checker takes about 0.4 s',
        '    // for the parts where one literal of two thousand took 4 s (in every build of the',
        '    // module, twice).',
        '    private static func joined<Value>(_ parts: [[String: Value]]) -> [String: Value] {',
        '        var all: [String: Value] = [:]',
        '        all.reserveCapacity(parts.reduce(0) { $0 + $1.count })',
        '        for part in parts { all.merge(part) { first, _ in first } }',
        '        return all',
        '    }',
    ] + table_parts + layer_parts + ['}', '']
    with open(OUT_SWIFT, 'w') as f:
        f.write('\n'.join(lines))
    print(f'{len(table)} names, {len(built)} glyphs built, {len(layers)} in layers', file=sys.stderr)

main()
