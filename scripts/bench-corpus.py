#!/usr/bin/env python3
"""Writes a realistic Gherkin corpus for scripts/bench-parse: features with tags, descriptions,
backgrounds, rules, scenarios, outlines with examples, data tables, doc strings and comments, in
several languages. Usage: bench-corpus.py FOLDER [MEGABYTES] (default 24). Deterministic."""
import os
import random
import sys

folder = sys.argv[1]
target = int(float(sys.argv[2] if len(sys.argv) > 2 else 24) * 1_000_000)
random.seed(42)

DIALECTS = {
    "en": dict(feature="Feature", rule="Rule", background="Background", scenario="Scenario",
               outline="Scenario Outline", examples="Examples", given="Given ", when="When ", then="Then ",
               and_="And ", but="But "),
    "fr": dict(feature="Fonctionnalité", rule="Règle", background="Contexte", scenario="Scénario",
               outline="Plan du scénario", examples="Exemples", given="Soit ", when="Quand ", then="Alors ",
               and_="Et ", but="Mais "),
    "de": dict(feature="Funktionalität", rule="Regel", background="Grundlage", scenario="Szenario",
               outline="Szenariogrundriss", examples="Beispiele", given="Angenommen ", when="Wenn ", then="Dann ",
               and_="Und ", but="Aber "),
    "es": dict(feature="Característica", rule="Regla", background="Antecedentes", scenario="Escenario",
               outline="Esquema del escenario", examples="Ejemplos", given="Dado ", when="Cuando ",
               then="Entonces ", and_="Y ", but="Pero "),
    "ja": dict(feature="フィーチャ", rule="ルール", background="背景", scenario="シナリオ",
               outline="シナリオアウトライン", examples="例", given="前提", when="もし", then="ならば",
               and_="かつ", but="しかし"),
}
WORDS = ("article cache revision network offline user device screen banner refresh snackbar progress "
         "balance account payment server latency timeout request response sync storage page image "
         "title summary history settings language region token session retry error").split()


def words(n):
    return " ".join(random.choice(WORDS) for _ in range(n))


def tags():
    return " ".join("@" + random.choice(WORDS) + ("-" + str(random.randint(1, 99)) if random.random() < 0.3 else "")
                    for _ in range(random.randint(1, 4)))


def steps(k, indent, placeholders=()):
    lines = []
    kinds = ["given", "and_", "when", "and_", "then", "and_", "but"]
    for i in range(random.randint(3, 8)):
        kind = kinds[min(i, len(kinds) - 1)] if i < 3 else random.choice(kinds)
        text = words(random.randint(3, 9))
        if placeholders and random.random() < 0.6:
            text += " <" + random.choice(placeholders) + ">"
        if random.random() < 0.2:
            text += ' "' + words(2) + '"'
        lines.append(indent + k[kind] + text)
        r = random.random()
        if r < 0.12:
            cols = random.randint(2, 5)
            for _ in range(random.randint(2, 6)):
                cells = [words(1) if random.random() < 0.8 else str(random.randint(0, 9999)) for _ in range(cols)]
                lines.append(indent + "  | " + " | ".join(cells) + " |")
        elif r < 0.2:
            fence = random.choice(['"""', "```"])
            lines.append(indent + "  " + fence + random.choice(["", "json", "text/plain"]))
            for _ in range(random.randint(1, 8)):
                lines.append(indent + "  " + "  " * random.randint(0, 2) + words(random.randint(2, 10)))
            lines.append(indent + "  " + fence)
    return lines


def scenario(k, indent):
    lines = []
    if random.random() < 0.5:
        lines.append(indent + tags())
    if random.random() < 0.35:
        names = random.sample(WORDS, random.randint(1, 3))
        lines.append(indent + k["outline"] + ": " + words(4) + " <" + names[0] + ">")
        lines += steps(k, indent + "  ", names)
        for _ in range(random.randint(1, 2)):
            lines.append("")
            if random.random() < 0.3:
                lines.append(indent + "  " + tags())
            lines.append(indent + "  " + k["examples"] + ": " + words(2))
            lines.append(indent + "    | " + " | ".join(names) + " |")
            for _ in range(random.randint(2, 8)):
                lines.append(indent + "    | " + " | ".join(words(1) for _ in names) + " |")
    else:
        lines.append(indent + k["scenario"] + ": " + words(5))
        if random.random() < 0.2:
            lines.append(indent + "  " + words(8))
        lines += steps(k, indent + "  ")
    lines.append("")
    return lines


def background(k, indent):
    return [indent + k["background"] + ":"] + steps(k, indent + "  ") + [""]


def feature(language):
    k = DIALECTS[language]
    lines = []
    if language != "en" or random.random() < 0.1:
        lines.append("# language: " + language)
    lines.append("# " + words(6))
    lines.append(tags())
    lines.append(k["feature"] + ": " + words(4))
    for _ in range(random.randint(1, 4)):
        lines.append("  " + words(random.randint(5, 12)))
    lines.append("")
    if random.random() < 0.6:
        lines += background(k, "  ")
    for _ in range(random.randint(2, 6)):
        lines += scenario(k, "  ")
    for _ in range(random.randint(0, 2)):
        lines.append("  " + k["rule"] + ": " + words(4))
        if random.random() < 0.5:
            lines += background(k, "    ")
        for _ in range(random.randint(1, 4)):
            lines += scenario(k, "    ")
    return "\n".join(lines) + "\n"


os.makedirs(folder, exist_ok=True)
total = 0
count = 0
languages = ["en"] * 6 + ["fr", "de", "es", "ja"]
while total < target:
    text = feature(random.choice(languages))
    data = text.encode("utf-8")
    area = os.path.join(folder, "area%02d" % (count % 20))
    os.makedirs(area, exist_ok=True)
    with open(os.path.join(area, "spec%05d.feature" % count), "wb") as f:
        f.write(data)
    total += len(data)
    count += 1
print(f"{count} files, {total / 1e6:.1f} MB in {folder}")
