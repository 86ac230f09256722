#!/usr/bin/env python3
"""Builds NotoColorEmoji-subset.ttf and sequences.txt from Debian's Noto Color Emoji.

    python3 Fonts/NotoColorEmojiSource/build.py NotoColorEmoji.ttf UNICODE_EMOJI_DIR [OUT_DIR]

NotoColorEmoji.ttf   /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf from Debian bookworm's
                     fonts-noto-color-emoji 2.042-0+deb12u1
UNICODE_EMOJI_DIR    /usr/share/unicode/emoji from Debian bookworm's unicode-data 15.0.0-1
                     (emoji-sequences.txt and emoji-zwj-sequences.txt, Emoji 15.0)
OUT_DIR              where both files go; Fonts/NotoColorEmoji if left out

Needs fontTools 4.68.0. If uharfbuzz is importable, every sequence is also shaped with
HarfBuzz against the source font as an extra check (not needed to build).

What it does:

1. The sequences. The RGI emoji sequences are the normative ones of UTS #51 (ED-27):
   Emoji_Keycap_Sequence, RGI_Emoji_Flag_Sequence, RGI_Emoji_Tag_Sequence and
   RGI_Emoji_Modifier_Sequence from emoji-sequences.txt, RGI_Emoji_ZWJ_Sequence from
   emoji-zwj-sequences.txt (Basic_Emoji, single code points with or without U+FE0F,
   are in the cmap already). Debian bookworm's files are Emoji 15.0, but Noto Color
   Emoji 2.042 also draws the 118 sequences Emoji 15.1 added (all ZWJ sequences);
   EMOJI_15_1 below lists them (from Unicode's emoji-zwj-sequences.txt 15.1), and the
   build fails unless the font's GSUB makes a glyph for each of them.
2. The glyph of a sequence is the one the font's GSUB makes of it: the ligature lookups
   of the `ccmp` feature are walked the way a shaper applies them (first lookup and
   first ligature of a set that match win), with U+FE0F left out, since the font's
   cmap has no U+FE0F and every ligature is written without it. A sequence must come
   out as one glyph, or the build fails.
3. The font is subset as before (every code point of U+00A9, U+00AE, U+2000-10FFFF
   in the cmap; GSUB, vhea and vmtx dropped) plus those glyphs, with --retain-gids:
   every glyph keeps its ID from the source font, so an ID in sequences.txt is also
   the glyph's ID in Debian's file, and the glyph names (post format 3, so names are
   derived from the cmap or the ID) are the same in both. The glyphs left out (the
   ASCII ones, the fallback glyph for unknown flags, the non-RGI sequences) stay as
   empty slots. CBDT/CBLC image data is copied byte for byte.
4. sequences.txt: one line per sequence, "XXXX XXXX<TAB>glyph ID", the code points
   without U+FE0F, sorted by code-point sequence (numerically). The build fails if
   leaving out U+FE0F made two sequences one key.
5. Checks, on the files as written: every table glyph has a CBDT bitmap whose bytes
   are the source glyph's; every code point of the cmap maps to a glyph with the
   source's image bytes; and for 30 sequences picked with a fixed seed, the glyph
   name in the output is the one the source's GSUB makes.

--no-skin-tones leaves out every sequence with U+1F3FB-1F3FF (for measuring only).
"""

import argparse
import hashlib
import os
import random
import sys

import fontTools
from fontTools import subset
from fontTools.ttLib import TTFont

FONTTOOLS_VERSION = "4.68.0"
SOURCE_SHA256 = "e5899ed38b8ed83e08bd3ac5de09791e9d19d288333a796de1d35ad17396f1ec"
UNICODES = "U+00A9,U+00AE,U+2000-10FFFF"
DROP_TABLES = ["GSUB", "vhea", "vmtx"]
FE0F = 0xFE0F
ZWJ = 0x200D
SKIN_TONES = range(0x1F3FB, 0x1F400)

KINDS = {
    "Emoji_Keycap_Sequence": "keycap",
    "RGI_Emoji_Flag_Sequence": "flag",
    "RGI_Emoji_Tag_Sequence": "tag",
    "RGI_Emoji_Modifier_Sequence": "modifier",
    "RGI_Emoji_ZWJ_Sequence": "zwj",
}
KIND_ORDER = ["zwj", "modifier", "flag", "tag", "keycap"]


def emoji_15_1():
    """The 118 RGI_Emoji_ZWJ_Sequence entries that Emoji 15.1 added, fully qualified."""
    out = [
        "1F426 200D 1F525",  # phoenix
        "1F34B 200D 1F7E9",  # lime
        "1F344 200D 1F7EB",  # brown mushroom
        "26D3 FE0F 200D 1F4A5",  # broken chain
        "1F642 200D 2194 FE0F",  # head shaking horizontally
        "1F642 200D 2195 FE0F",  # head shaking vertically
        "1F9D1 200D 1F9D1 200D 1F9D2",  # family: adult, adult, child
        "1F9D1 200D 1F9D1 200D 1F9D2 200D 1F9D2",  # family: adult, adult, child, child
        "1F9D1 200D 1F9D2",  # family: adult, child
        "1F9D1 200D 1F9D2 200D 1F9D2",  # family: adult, child, child
    ]
    tones = [""] + [" %X" % t for t in SKIN_TONES]
    # person / woman / man walking, kneeling, running, facing right (54)
    for base in ("1F6B6", "1F9CE", "1F3C3"):
        for tone in tones:
            for gender in ("", " 200D 2640 FE0F", " 200D 2642 FE0F"):
                out.append(base + tone + gender + " 200D 27A1 FE0F")
    # person / man / woman with white cane, in motorized / manual wheelchair, facing right (54)
    for base in ("1F9D1", "1F468", "1F469"):
        for tone in tones:
            for thing in ("1F9AF", "1F9BC", "1F9BD"):
                out.append(base + tone + " 200D " + thing + " 200D 27A1 FE0F")
    assert len(out) == 118
    return [tuple(int(x, 16) for x in s.split()) for s in out]


def read_rgi(emoji_dir):
    """{fully qualified sequence: kind} of every RGI multi-code-point sequence."""
    seqs = {}
    for name in ("emoji-sequences.txt", "emoji-zwj-sequences.txt"):
        with open(os.path.join(emoji_dir, name), encoding="utf-8") as f:
            for line in f:
                line = line.split("#", 1)[0].strip()
                if not line:
                    continue
                cps, typ = [x.strip() for x in line.split(";")[:2]]
                if typ == "Basic_Emoji":
                    continue
                kind = KINDS[typ]  # KeyError: a type this script does not know
                seq = tuple(int(x, 16) for x in cps.split())
                assert len(seq) > 1 and ".." not in cps, line
                seqs[seq] = kind
    for seq in emoji_15_1():
        assert seq not in seqs, seq
        seqs[seq] = "zwj"
    return seqs


def key_of(seq):
    return tuple(c for c in seq if c != FE0F)


def gsub_glyph(font, cmap, key):
    """The glyph the source's ccmp ligatures make of `key`, or None if not one glyph."""
    try:
        glyphs = [cmap[c] for c in key]
    except KeyError:
        return None
    gsub = font["GSUB"].table
    lookups = []
    for rec in gsub.FeatureList.FeatureRecord:
        if rec.FeatureTag == "ccmp":
            lookups += [i for i in rec.Feature.LookupListIndex if i not in lookups]
    for i in lookups:
        lookup = gsub.LookupList.Lookup[i]
        for st in lookup.SubTable:
            if lookup.LookupType == 7:
                st = st.ExtSubTable
            if st.LookupType != 4:
                continue
            for lig in st.ligatures.get(glyphs[0], []):
                if lig.Component == glyphs[1 : 1 + len(lig.Component)]:
                    # the first matching ligature of the set is the one applied
                    return lig.LigGlyph if len(lig.Component) == len(glyphs) - 1 else None
    return None


def strike_images(font):
    """{glyph name: (format, metrics, PNG bytes)} of the (only) CBDT strike."""
    strikes = font["CBDT"].strikeData
    assert len(strikes) == 1, "expected one bitmap strike"
    out = {}
    for name, bitmap in strikes[0].items():
        m = bitmap.metrics
        metrics = (m.height, m.width, m.BearingX, m.BearingY, m.Advance)
        out[name] = (type(bitmap).__name__, metrics, bitmap.imageData)
    return out


def hexkey(key):
    return " ".join("%04X" % c for c in key)


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("font")
    ap.add_argument("emoji_dir")
    ap.add_argument(
        "out_dir", nargs="?",
        default=os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "NotoColorEmoji"))
    ap.add_argument("--no-skin-tones", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()

    if fontTools.version != FONTTOOLS_VERSION:
        print(f"warning: fontTools {fontTools.version}, the files were made with {FONTTOOLS_VERSION}",
              file=sys.stderr)
    if sha256(args.font) != SOURCE_SHA256:
        print("warning: the source font is not Debian's 2.042-0+deb12u1 NotoColorEmoji.ttf",
              file=sys.stderr)

    src = TTFont(args.font)
    src_order = src.getGlyphOrder()
    src_cmap = src.getBestCmap()

    # 1-2. sequences and their glyphs
    rgi = read_rgi(args.emoji_dir)
    new_in_15_1 = set(emoji_15_1())
    entries = {}  # key -> (kind, glyph name, fully qualified sequence)
    for seq, kind in rgi.items():
        key = key_of(seq)
        if key in entries:
            sys.exit(f"error: {hexkey(seq)} and {hexkey(entries[key][2])} are one key without U+FE0F")
        if args.no_skin_tones and any(c in SKIN_TONES for c in key):
            continue
        glyph = gsub_glyph(src, src_cmap, key)
        if glyph is None:
            if seq in new_in_15_1:
                sys.exit(f"error: the font has no glyph for the Emoji 15.1 sequence {hexkey(seq)}")
            print(f"note: the font has no glyph for {kind} sequence {hexkey(seq)}; left out",
                  file=sys.stderr)
            continue
        entries[key] = (kind, glyph, seq)

    # 3. subset
    opts = subset.Options()
    opts.drop_tables += DROP_TABLES
    opts.retain_gids = True
    font = subset.load_font(args.font, opts)
    subsetter = subset.Subsetter(opts)
    seq_gids = sorted({src_order.index(g) for _, g, _ in entries.values()})
    subsetter.populate(unicodes=subset.parse_unicodes(UNICODES), gids=seq_gids)
    subsetter.subset(font)
    out_order = font.getGlyphOrder()
    table = {key: out_order.index(glyph) for key, (_, glyph, _) in entries.items()}
    font_path = os.path.join(args.out_dir, "NotoColorEmoji-subset.ttf")
    subset.save_font(font, font_path, opts)

    # 4. the table
    counts = {k: 0 for k in KIND_ORDER}
    skin = 0
    for key, (kind, _, _) in entries.items():
        counts[kind] += 1
        skin += any(c in SKIN_TONES for c in key)
    table_path = os.path.join(args.out_dir, "sequences.txt")
    with open(table_path, "w", encoding="ascii", newline="\n") as f:
        f.write(
            "# Emoji sequences of NotoColorEmoji-subset.ttf: the code points of each RGI emoji\n"
            "# sequence without U+FE0F, a tab, the ID of the glyph that draws it in that file.\n"
            "# Look a grapheme up with every U+FE0F removed (no two keys are the same once it\n"
            "# is). Sorted by the code points, compared as numbers, first to last.\n"
            "# Made by build.py (fontTools %s) from Debian bookworm's fonts-noto-color-emoji\n"
            "# 2.042-0+deb12u1 (NotoColorEmoji.ttf, its GSUB gives each glyph; glyph IDs are the\n"
            "# same in that file) and unicode-data 15.0.0-1 (emoji-sequences.txt,\n"
            "# emoji-zwj-sequences.txt) plus the 118 sequences Emoji 15.1 added.\n"
            "# %d sequences: %s; %d with a skin tone.\n"
            % (FONTTOOLS_VERSION, len(table),
               ", ".join(f"{counts[k]} {k}" for k in KIND_ORDER), skin)
        )
        for key in sorted(table):
            f.write(f"{hexkey(key)}\t{table[key]}\n")

    # 5. checks on the files as written
    out = TTFont(font_path)
    out_names = out.getGlyphOrder()
    out_cmap = out.getBestCmap()
    src_images, out_images = strike_images(src), strike_images(out)
    want_cps = {c for c in src_cmap if c in (0xA9, 0xAE) or c >= 0x2000}
    assert set(out_cmap) == want_cps, "the cmap is not the source's U+00A9, U+00AE, U+2000-10FFFF"
    for c in want_cps:
        assert out_images.get(out_cmap[c]) == src_images.get(src_cmap[c]), hex(c)
    read = {}
    with open(table_path, encoding="ascii") as f:
        for line in f:
            if line.startswith("#"):
                continue
            cps, gid = line.rstrip("\n").split("\t")
            read[tuple(int(x, 16) for x in cps.split())] = int(gid)
    assert read == table
    for key, gid in read.items():
        name = out_names[gid]
        assert out_images.get(name), f"{hexkey(key)}: glyph {gid} has no bitmap"
        assert out_images[name] == src_images[entries[key][1]], hexkey(key)
    rng = random.Random(20240)
    sample = rng.sample(sorted(read), min(30, len(read)))
    for key in sample:
        gid = read[key]
        assert out_names[gid] == gsub_glyph(src, src_cmap, key), hexkey(key)
        assert len(out_images[out_names[gid]][2]) > 0
    print(f"checked: cmap {len(out_cmap)} code points, {len(read)} table glyphs, "
          f"{len(sample)} sampled against the source GSUB by name")

    try:
        import uharfbuzz as hb
    except ImportError:
        hb = None
    if hb is not None:
        with open(args.font, "rb") as f:
            hbfont = hb.Font(hb.Face(f.read()))
        for key, (_, glyph, seq) in entries.items():
            buf = hb.Buffer()
            buf.add_codepoints(list(seq))
            buf.guess_segment_properties()
            hb.shape(hbfont, buf, {})
            # U+FE0F, a default ignorable the font lacks, is removed by HarfBuzz (or, in
            # other versions, may be left as an empty space glyph, which is ignored here)
            got = [src_order[i.codepoint] for i in buf.glyph_infos]
            got = [g for g in got if g != "space"]
            assert got == [glyph], f"{hexkey(seq)}: HarfBuzz gives {got}, the table {glyph}"
        print(f"checked: HarfBuzz (uharfbuzz {hb.__version__}) shapes all {len(entries)} sequences to the table's glyph")

    print(f"{font_path}: {os.path.getsize(font_path)} bytes, sha256 {sha256(font_path)}")
    print(f"{table_path}: {os.path.getsize(table_path)} bytes, sha256 {sha256(table_path)}")
    print(f"{len(table)} sequences: " + ", ".join(f"{counts[k]} {k}" for k in KIND_ORDER)
          + f"; {skin} with a skin tone; {len(set(seq_gids))} glyphs")


if __name__ == "__main__":
    main()
