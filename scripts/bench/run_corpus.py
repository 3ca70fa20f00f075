#!/usr/bin/env python3
"""Writes the run benchmark's two corpora, the same scenarios for both tools:

- specrun: one @article-view Scenario Outline in the proposal's words with ROWS example rows
  (each row runs against every algorithm of the article view);
- behave: the same outline, with trivial Python step definitions that only store their arguments.
"""
import argparse
import itertools
import os

ARTICLES = ["Tokyo", "Mount Fuji", "Kyoto"]
CONNECTIONS = ["online", "offline"]
ROUTES = ["via search-result", "via link", "from saved articles", "from history", "from the featured article"]

OUTLINE = """@article-view
Feature: Navigating to cached articles, at scale

  Scenario Outline: Warm cache <n>: <article>, <connection>, <route>
    Given the article "<article>" is cached
    And my connection is <connection>
    When I navigate to it <route>
    Then I should see the cached content
    And I should not see an error banner

    Examples:
      | n | article | connection | route |
"""

BEHAVE_STEPS = '''from behave import given, when, then


@given('the article "{article}" is cached')
def article_is_cached(context, article):
    context.article = article


@given("my connection is {connection}")
def connection_is(context, connection):
    context.connection = connection


@when("I navigate to it {route}")
def navigate(context, route):
    context.route = route


@then("I should see the cached content")
def see_cached_content(context):
    assert context.article


@then("I should not see an error banner")
def no_error_banner(context):
    assert context.connection in ("online", "offline")
'''


def outline(rows):
    combinations = itertools.cycle(itertools.product(ARTICLES, CONNECTIONS, ROUTES))
    lines = [OUTLINE]
    for n in range(1, rows + 1):
        article, connection, route = next(combinations)
        lines.append(f"      | {n} | {article} | {connection} | {route} |\n")
    return "".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rows", type=int, default=10_000)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    text = outline(args.rows)
    specrun_dir = os.path.join(args.out, "specrun")
    behave_dir = os.path.join(args.out, "behave", "features")
    os.makedirs(specrun_dir, exist_ok=True)
    os.makedirs(os.path.join(behave_dir, "steps"), exist_ok=True)
    with open(os.path.join(specrun_dir, "outline.feature"), "w") as f:
        f.write(text)
    with open(os.path.join(behave_dir, "outline.feature"), "w") as f:
        f.write(text.replace("@article-view\n", ""))
    with open(os.path.join(behave_dir, "steps", "steps.py"), "w") as f:
        f.write(BEHAVE_STEPS)


if __name__ == "__main__":
    main()
