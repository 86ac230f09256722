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
# G cut out of it, sq(G) and sqf(G) the same with a rounded square.
# Lines:
#   NAME = SPEC                                  one name
#   BASE | OUTLINE | FILL | VARIANTS             a family: BASE draws OUTLINE, BASE.fill
#       draws FILL; VARIANTS lists which of F (BASE.fill), C (BASE.circle), CF
#       (BASE.circle.fill), S (BASE.square), SF (BASE.square.fill) SF has; "-" first
#       means BASE alone is not a name. Circles and squares are Bootstrap's own glyph when
#       it has one (OUTLINE-circle, ...), else made with ring/disc/sq/sqf.
#   @chars LIST | VARIANTS                      for each "name:text" in LIST, a family
#       drawn from Inter characters (numbers, letters, currency signs)
# Later lines win. Every glyph gets a code point from U+F0000 up, in sorted spec order.

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

def parse_specs():
    table = {}
    for raw in open(os.path.join(HERE, 'symbols.txt')):
        line = raw.split('#', 1)[0].strip()
        if not line:
            continue
        if line.startswith('@chars'):
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

def glyph_path(spec):
    m = re.fullmatch(r'(ring|disc|sq|sqf)\((.*)\)', spec)
    if m:
        kind, inner_spec = m.groups()
        inner = glyph_path(inner_spec)
        if inner_spec.startswith('ch:'):
            n = len(inner_spec[3:].split('@')[0])
            inner = fit(inner, 7.6 if n == 1 else 9.0, max_w=5.4 if n == 1 else (9.0 if n == 2 else 10.5))
        else:
            inner = fit(inner, 8.6 if kind in ('ring', 'disc') else 9.0)
        shape = svg_path({'ring': 'circle', 'disc': 'circle-fill', 'sq': 'square', 'sqf': 'square-fill'}[kind])
        op = pathops.PathOp.UNION if kind in ('ring', 'sq') else pathops.PathOp.DIFFERENCE
        return pathops.op(shape, inner, op)
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

def material_codepoints():
    css = open(MATERIAL_CSS).read()
    return {n: int(c, 16) for n, c in re.findall(r'\.material-icons\.([a-z0-9_]+):before \{\s*content: "\\([0-9a-f]+)"', css)}

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

    glyph_order = ['.notdef'] + [f'u{codes[s]:X}' for s in built]
    glyphs, metrics = {}, {}
    empty = TTGlyphPen(None)
    glyphs['.notdef'] = empty.glyph()
    metrics['.notdef'] = (UPM, 0)
    for s in built:
        p = glyph_path(s)
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

    with open(OUT_SWIFT, 'w') as f:
        f.write('// Generated by Fonts/SymbolSubstitutesSource/build.py from symbols.txt; do not edit:\n'
                '// edit symbols.txt and rebuild (Fonts/README.md, "The SF Symbols substitutes").\n'
                '// Code points from U+F0000 are glyphs of Fonts/SymbolSubstitutes (Bootstrap Icons and\n'
                '// Inter outlines); the others are Material Icons glyphs (Fonts/MaterialIcons).\n\n'
                'extension SymbolCatalog {\n'
                '    /// SF Symbol name → (what stands in for it, its code point).\n'
                '    static let table: [String: (source: String, codePoint: UInt32)] = [\n')
        for name in sorted(table):
            s = table[name]
            f.write(f'        "{name}": ("{s}", 0x{codes[s]:X}),\n')
        f.write('    ]\n}\n')
    print(f'{len(table)} names, {len(built)} glyphs built', file=sys.stderr)

main()
