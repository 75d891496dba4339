#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Carries finished translations to the entries lupdate left unfinished after a sentence
moved to another translation context (a tr() moved to another class, a phrase to another
game's folder).

Usage: tools/carrytranslations.py BEFORE.ts AFTER.ts

BEFORE.ts is a copy of the .ts file taken before `cmake --build --target
update_translations`; AFTER.ts is the file lupdate wrote (changed in place). An unfinished
entry of AFTER.ts gets the translation that BEFORE.ts gave the same source text (and
comment): from the same context when it had one, else from the only translation any
context gave it. Entries with no such translation, or with several different ones, are
left unfinished and listed, to be translated by hand. Prints how many were carried.
Build update_translations once more afterwards: lupdate writes the file in its own layout.
"""

import sys
import xml.etree.ElementTree as ET


def key(message):
    source = message.findtext("source") or ""
    comment = message.findtext("comment") or ""
    return source, comment


def finished(path):
    by_context, anywhere = {}, {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "vanished",
                                                                  "obsolete"):
                continue
            if message.get("numerus") == "yes":
                continue  # plural forms are carried by hand
            text = translation.text or ""
            by_context[(name, *key(message))] = text
            anywhere.setdefault(key(message), set()).add(text)
    return by_context, anywhere


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    by_context, anywhere = finished(sys.argv[1])
    tree = ET.parse(sys.argv[2])
    carried, left = 0, []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") != "unfinished":
                continue
            text = by_context.get((name, *key(message)))
            if text is None and len(anywhere.get(key(message), ())) == 1:
                text = next(iter(anywhere[key(message)]))
            if text is None:
                left.append(f"{name}: {key(message)[0]!r}")
                continue
            translation.text = text
            del translation.attrib["type"]
            carried += 1
    tree.write(sys.argv[2], encoding="utf-8", xml_declaration=True)
    print(f"carried {carried} translations; {len(left)} left unfinished")
    for entry in left:
        print("  " + entry)


if __name__ == "__main__":
    main()
