"""Flatten ``<symbol>``/``<use>`` in SVG card faces so that QtSvg draws them correctly.

QtSvg ignores the viewBox of a ``<symbol>`` placed by ``<use>`` and draws pips, indices and
court figures hugely oversized.  This build-time script rewrites each such ``<use>`` as a
``<g>`` whose transform applies SVG's viewBox and ``preserveAspectRatio`` rules, holding copies
of the symbol's children, then removes the symbols and gives the root a pixel size.

Only the standard library is used.  Run it with ``--help`` for usage; see
``assets/cards/PROVENANCE.md`` for the exact commands that made the committed card art.
"""

from __future__ import annotations

import argparse
import copy
import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
XLINK_HREF = f"{{{XLINK_NS}}}href"
SVG = f"{{{SVG_NS}}}"

#: Attributes of a ``<use>`` that position it; everything else is carried over to the ``<g>``.
USE_GEOMETRY = frozenset({"x", "y", "width", "height", "href", XLINK_HREF, "id", "transform"})
#: Attributes of a ``<symbol>`` that describe its viewport rather than presentation.
SYMBOL_GEOMETRY = frozenset({"id", "viewBox", "preserveAspectRatio", "x", "y", "width", "height"})
#: Root attributes that do not affect rendering (CSS class, the deck's own card name).
ROOT_NOISE = ("class", "face")
#: Elements that carry no drawing.
NON_RENDERING = frozenset({f"{SVG}metadata", f"{SVG}title", f"{SVG}desc"})
#: Card ranks and suits in the engine's notation; the source uses upper case (``TH``).
RANKS = "A23456789TJQK"
SUITS = "cdhs"
CARD_NAME_LENGTH = 2
#: Guard against ``<use>`` cycles.
MAX_DEPTH = 16


@dataclass(frozen=True)
class Box:
    """A rectangle in user units: a viewBox or a viewport."""

    x: float
    y: float
    width: float
    height: float


@dataclass(frozen=True)
class Placement:
    """The scale and offset that map a symbol's viewBox into a viewport."""

    scale_x: float
    scale_y: float
    offset_x: float
    offset_y: float


def fmt(value: float) -> str:
    """Format a number compactly for an attribute (up to 7 significant digits)."""
    text = f"{value:.7g}"
    return "0" if text == "-0" else text


def parse_length(value: str | None, reference: float) -> float:
    """Parse a length in user units; ``None`` means 100% and ``N%`` is relative to reference."""
    if value is None:
        return reference
    value = value.strip()
    if value.endswith("%"):
        return float(value[:-1]) * reference / 100.0
    return float(value.removesuffix("px"))


def parse_box(value: str) -> Box:
    """Parse a ``viewBox`` attribute (four numbers separated by spaces or commas)."""
    x, y, width, height = (float(part) for part in re.split(r"[\s,]+", value.strip()))
    return Box(x, y, width, height)


def align_offset(align: str, room: float) -> float:
    """Return the share of spare room before the content for one axis (Min, Mid or Max)."""
    if align == "Mid":
        return room / 2.0
    if align == "Max":
        return room
    return 0.0


def place_viewbox(view: Box, port: Box, aspect: str | None) -> Placement:
    """Apply SVG's viewBox and ``preserveAspectRatio`` rules to fit view into port."""
    parts = (aspect or "xMidYMid meet").split()
    align = parts[0]
    slice_ = len(parts) > 1 and parts[1] == "slice"
    scale_x = port.width / view.width
    scale_y = port.height / view.height
    if align != "none":
        scale_x = scale_y = max(scale_x, scale_y) if slice_ else min(scale_x, scale_y)
    offset_x = port.x - view.x * scale_x
    offset_y = port.y - view.y * scale_y
    if align != "none":
        offset_x += align_offset(align[1:4], port.width - view.width * scale_x)
        offset_y += align_offset(align[5:8], port.height - view.height * scale_y)
    return Placement(scale_x, scale_y, offset_x, offset_y)


def placement_transform(place: Placement) -> str:
    """Render a placement as a compact ``translate(...) scale(...)`` transform."""
    steps = []
    if place.offset_x or place.offset_y:
        steps.append(f"translate({fmt(place.offset_x)},{fmt(place.offset_y)})")
    if place.scale_x != 1.0 or place.scale_y != 1.0:
        if place.scale_x == place.scale_y:
            steps.append(f"scale({fmt(place.scale_x)})")
        else:
            steps.append(f"scale({fmt(place.scale_x)},{fmt(place.scale_y)})")
    return "".join(steps)


def href_of(use: ET.Element) -> str | None:
    """Return the id a ``<use>`` points at, or None when it is not a local reference."""
    href = use.get(XLINK_HREF) or use.get("href")
    return href[1:] if href and href.startswith("#") else None


def without_ids(element: ET.Element) -> ET.Element:
    """Deep-copy an element and remove every id from the copy."""
    clone = copy.deepcopy(element)
    for node in clone.iter():
        node.attrib.pop("id", None)
    return clone


def carried_attributes(use: ET.Element, target: ET.Element) -> dict[str, str]:
    """Merge the use's presentation attributes with the symbol's own (the symbol's win)."""
    attrs = {k: v for k, v in use.attrib.items() if k not in USE_GEOMETRY}
    if target.tag == f"{SVG}symbol":
        own = {k: v for k, v in target.attrib.items() if k not in SYMBOL_GEOMETRY}
        if "style" in attrs and "style" in own:
            own["style"] = f"{attrs['style']};{own['style']}"
        attrs.update(own)
    return attrs


def use_to_group(use: ET.Element, target: ET.Element, viewport: Box) -> tuple[ET.Element, Box]:
    """Build the ``<g>`` that replaces a ``<use>``; also return the viewport for its content."""
    x = parse_length(use.get("x", "0"), viewport.width)
    y = parse_length(use.get("y", "0"), viewport.height)
    steps = [use.get("transform", "").strip()]
    inner = viewport
    if target.tag == f"{SVG}symbol" and target.get("viewBox"):
        width = parse_length(use.get("width"), viewport.width)
        height = parse_length(use.get("height"), viewport.height)
        inner = parse_box(target.get("viewBox", ""))
        place = place_viewbox(inner, Box(x, y, width, height), target.get("preserveAspectRatio"))
        steps.append(placement_transform(place))
    elif x or y:
        steps.append(f"translate({fmt(x)},{fmt(y)})")
    group = ET.Element(f"{SVG}g", carried_attributes(use, target))
    transform = " ".join(step for step in steps if step)
    if transform:
        group.set("transform", transform)
    if target.tag == f"{SVG}symbol":
        group.extend(without_ids(child) for child in target)
    else:
        group.append(without_ids(target))
    return group, inner


def expand_uses(
    parent: ET.Element, targets: dict[str, ET.Element], viewport: Box, depth: int = 0
) -> None:
    """Replace every ``<use>`` below parent (recursively) by a transformed ``<g>``."""
    if depth > MAX_DEPTH:
        message = "<use> nesting too deep (a reference cycle?)"
        raise ValueError(message)
    for index, child in enumerate(list(parent)):
        if child.tag == f"{SVG}symbol":
            continue
        if child.tag == f"{SVG}use":
            ref = href_of(child)
            if ref is None or ref not in targets:
                message = f"<use> points at unknown element {ref!r}"
                raise ValueError(message)
            group, inner = use_to_group(child, targets[ref], viewport)
            parent.remove(child)
            parent.insert(index, group)
            expand_uses(group, targets, inner, depth + 1)
        else:
            expand_uses(child, targets, viewport, depth)


def used_ids(root: ET.Element) -> set[str]:
    """Return the ids that ``<use>`` elements point at."""
    return {ref for node in root.iter(f"{SVG}use") if (ref := href_of(node)) is not None}


def prune(root: ET.Element, drop_ids: set[str]) -> None:
    """Remove symbols, use targets, empty ``<defs>`` and non-rendering elements."""
    for parent in list(root.iter()):
        for child in list(parent):
            if (
                child.tag == f"{SVG}symbol"
                or child.tag in NON_RENDERING
                or child.get("id") in drop_ids
            ):
                parent.remove(child)
    for parent in list(root.iter()):
        for child in list(parent):
            if child.tag == f"{SVG}defs" and len(child) == 0:
                parent.remove(child)


def drop_unreferenced_ids(root: ET.Element) -> None:
    """Remove ids that nothing refers to through ``url(#id)`` or an href."""
    text = ET.tostring(root, encoding="unicode")
    wanted = set(re.findall(r"url\(#([^)]+)\)", text)) | used_ids(root)
    for node in root.iter():
        if node.get("id") is not None and node.get("id") not in wanted:
            del node.attrib["id"]


def strip_whitespace(root: ET.Element) -> None:
    """Drop whitespace-only text and tails (the decks have no ``<text>`` content)."""
    for node in root.iter():
        if node.text is not None and not node.text.strip():
            node.text = None
        if node.tail is not None and not node.tail.strip():
            node.tail = None


def set_pixel_size(root: ET.Element) -> Box:
    """Give the root a pixel width and height equal to its viewBox size; return the viewBox."""
    view = parse_box(root.get("viewBox", ""))
    root.set("width", fmt(view.width))
    root.set("height", fmt(view.height))
    for name in ROOT_NOISE:
        root.attrib.pop(name, None)
    return view


def flatten(root: ET.Element) -> None:
    """Flatten one parsed SVG document in place."""
    view = set_pixel_size(root)
    targets = {node.get("id", ""): node for node in root.iter() if node.get("id")}
    referenced = used_ids(root)
    expand_uses(root, targets, view)
    prune(root, referenced)
    drop_unreferenced_ids(root)
    strip_whitespace(root)


def flatten_file(source: Path, destination: Path) -> None:
    """Read an SVG file, flatten it and write it compactly without an XML declaration.

    ElementTree escapes ``>`` inside attribute values, so `` />`` only ever ends an empty tag.
    """
    tree = ET.parse(source)  # trusted build-time input from a pinned package
    flatten(tree.getroot())
    destination.parent.mkdir(parents=True, exist_ok=True)
    text = ET.tostring(tree.getroot(), encoding="unicode").replace(" />", "/>")
    destination.write_text(text + "\n", encoding="utf-8")


def card_name(stem: str) -> str | None:
    """Map a source name such as ``TH`` to engine notation ``Th``; None for a joker or other."""
    if len(stem) == CARD_NAME_LENGTH and stem[0] in RANKS and stem[1].lower() in SUITS:
        return stem[0] + stem[1].lower()
    return None


def output_name(source: Path, *, cards: bool) -> str | None:
    """Return the output file name for source, or None when it is to be skipped."""
    if not cards:
        return source.name
    name = card_name(source.stem.upper())
    return None if name is None else f"{name}.svg"


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """Parse the command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("input_dir", type=Path, help="folder of SVG files to flatten")
    parser.add_argument("output_dir", type=Path, help="folder to write flattened SVG files to")
    parser.add_argument(
        "--cards",
        action="store_true",
        help="name outputs in engine notation (AS.svg -> As.svg) and skip non-cards (jokers)",
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Flatten every ``*.svg`` in the input folder into the output folder."""
    args = parse_args(argv)
    ET.register_namespace("", SVG_NS)
    ET.register_namespace("xlink", XLINK_NS)
    written = 0
    for source in sorted(args.input_dir.glob("*.svg")):
        name = output_name(source, cards=args.cards)
        if name is None:
            print(f"skipped {source.name}", file=sys.stderr)
            continue
        flatten_file(source, args.output_dir / name)
        written += 1
    print(f"wrote {written} files to {args.output_dir}", file=sys.stderr)
    return 0 if written else 1


if __name__ == "__main__":
    sys.exit(main())
