# Makes NotoSansWithSyllabics-{Regular,Bold,Italic}.ttf from Debian's fonts-noto-core
# (apt-get install fonts-noto-core python3-fonttools; python3 make-fonts.py). See README.md.
from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont

NOTO = "/usr/share/fonts/truetype/noto"
# Arrows and mathematical operators (the minus sign, ≤, ≥) from Noto Sans Math; technical
# symbols, shapes and dingbats (✓, ●) from Noto Sans Symbols 2: Noto Sans has none of them.
EXTRAS = [
    ("NotoSansMath-Regular.ttf", "U+2190-22FF"),
    ("NotoSansSymbols2-Regular.ttf", "U+2300-23FF,U+25A0-27BF"),
]


def subset_of(file, unicodes):
    options = subset.Options()
    options.layout_features = ["*"]
    font = TTFont(f"{NOTO}/{file}")
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=subset.parse_unicodes(unicodes))
    subsetter.subset(font)
    out = f"/tmp/subset-{file}"
    font.save(out)
    return out


extras = [subset_of(file, unicodes) for file, unicodes in EXTRAS]
# Syllabics have no italic: the italic takes the upright syllabics.
for face, syllabics in (("Regular", "Regular"), ("Bold", "Bold"), ("Italic", "Regular")):
    base = f"{NOTO}/NotoSans-{face}.ttf"
    merged = Merger().merge([base, f"{NOTO}/NotoSansCanadianAboriginal-{syllabics}.ttf", *extras])
    # The merge takes the largest vertical metrics of all; Noto Sans Math's would space every
    # line of the report wider. Noto Sans's own are kept.
    original = TTFont(base)
    for attr in ("ascent", "descent", "lineGap"):
        setattr(merged["hhea"], attr, getattr(original["hhea"], attr))
    for attr in ("sTypoAscender", "sTypoDescender", "sTypoLineGap", "usWinAscent", "usWinDescent"):
        setattr(merged["OS/2"], attr, getattr(original["OS/2"], attr))
    merged.save(f"NotoSansWithSyllabics-{face}.ttf")
