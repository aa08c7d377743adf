#!/usr/bin/env bash
# Makes the site's self-hosted fonts (src/app/(site)/_fonts/) from the @fontsource packages: German
# text only (Basic Latin, Latin-1, typographic quotes and dashes, ellipsis, euro) and, for Inter,
# only the weights the styles use (400 to 700). Issue 32: Inter went from 48.3 to 25.9 KiB,
# Playfair Display from 23.2 to 18.9 KiB, bytes that otherwise compete with the page's main image.
# Run by hand after updating a font package (needs Debian's python3-fonttools and python3-brotli);
# the results are committed, so neither install nor build needs Python.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=/usr/bin/python3
OUT='src/app/(site)/_fonts'
UNICODES='U+0020-007E,U+00A0-00FF,U+0152-0153,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2030,U+2039-203A,U+20AC,U+2122,U+2212'
FEATURES='kern,liga,calt,ccmp,locl,mark,mkmk,tnum,case'
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

$PY -m fontTools.varLib.instancer \
  node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 wght=400:700 \
  -o "$tmp/inter.ttf"
$PY -m fontTools.subset "$tmp/inter.ttf" --unicodes="$UNICODES" --layout-features="$FEATURES" \
  --flavor=woff2 --output-file="$OUT/inter-de-wght-400-700.woff2"
$PY -m fontTools.subset \
  node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2 \
  --unicodes="$UNICODES" --layout-features="$FEATURES" \
  --flavor=woff2 --output-file="$OUT/playfair-display-de-600.woff2"
ls -l "$OUT"/*.woff2
