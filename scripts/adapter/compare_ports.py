#!/usr/bin/env python3
"""Compares, in a specrun JSON results file, each port with the Swift algorithm it ports:
statuses, step messages, metrics and traces, run by run. Exit 1 on any difference; exit 2 when
the file is not specrun results or a pair is not ORIGINAL=PORT (which says nothing of the ports).

    scripts/adapter/compare_ports.py results.json new=new-python legacy-android=legacy-android-js
"""
import json
import sys


def key(run):
    """A scenario (an outline's row its own), whatever the algorithm."""
    return (run["uri"], run["line"], run["pickleId"])


def essence(run):
    return {
        "status": run["status"],
        "steps": [(s["text"], s["status"], s["message"]) for s in run["steps"]],
        "metrics": run.get("metrics"),
        "trace": run.get("trace"),
    }


def main():
    if len(sys.argv) < 3 or any(pair.count("=") != 1 for pair in sys.argv[2:]):
        sys.exit(print("usage: compare_ports.py RESULTS.json ORIGINAL=PORT …", file=sys.stderr) or 2)
    try:
        results = json.load(open(sys.argv[1]))
        if not str(results.get("schema", "")).startswith("specrun/results@"):
            raise ValueError(f"not specrun results (schema {results.get('schema')!r})")
        for run in results["runs"]:
            key(run), essence(run)
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as error:
        sys.exit(print(f"{sys.argv[1]}: {error}; give a file written by specrun --format json:FILE", file=sys.stderr) or 2)
    failures = 0
    for pair in sys.argv[2:]:
        original, port = pair.split("=")
        runs = {name: {key(r): r for r in results["runs"] if r["algorithm"] == name} for name in (original, port)}
        if not runs[original]:
            print(f"{original}: no runs")
            failures += 1
        if set(runs[original]) != set(runs[port]):
            print(f"{original} and {port} ran different scenarios")
            failures += 1
        for k in sorted(set(runs[original]) & set(runs[port])):
            a, b = essence(runs[original][k]), essence(runs[port][k])
            if a != b:
                failures += 1
                run = runs[original][k]
                print(f"{run['uri']}:{run['line']} {run['scenario']}: {original} and {port} differ")
                for field in a:
                    if a[field] != b[field]:
                        print(f"  {field}:\n    {original}: {a[field]}\n    {port}: {b[field]}")
        print(f"{original} vs {port}: {len(runs[original])} runs compared")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
