#!/usr/bin/env python3
"""The ui suite of two builds side by side, in one run: for each case, each round runs the
baseline's and the candidate's `benchmarks` one after the other (one recording each, then the
next round), so that load from other processes falls on both alike. Prints frames per second
(median of the rounds), drawing and encoding CPU per frame (median), reused frames and the ratio
candidate over baseline, with the load average before and after.

  python3 Benchmarks/ui-side-by-side.py BASELINE_BENCHMARKS CANDIDATE_BENCHMARKS [--rounds 3] [--filter TEXT]

Each binary is a release build of the `benchmarks` product (the baseline built from an older
commit with Sources/Benchmarks/UIScene*.swift copied in).
"""
import argparse, json, os, statistics, subprocess, sys, tempfile

CASES = [f"{scene} {size} {shadow}" for scene in ["settings", "cards", "chart", "kinetic"]
         for size in ["1170x2532", "1920x1080"] for shadow in ["shadows", "no shadows"]]


def run(binary, case):
    """One recording of `case` by `binary`: (fps, {value name: value})."""
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as f:
        path = f.name
    env = dict(os.environ, UI_BENCH_REPETITIONS="1")
    subprocess.run([binary, "--filter", f"ui/{case}", "--json", path], env=env, check=True,
                   stdout=subprocess.DEVNULL)
    with open(path) as f:
        doc = json.load(f)
    os.unlink(path)
    values = {v["name"].split(": ", 1)[1]: v["value"] for v in doc["values"] if v["name"].startswith(case + ":")}
    return values


def main():
    p = argparse.ArgumentParser()
    p.add_argument("baseline")
    p.add_argument("candidate")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--filter", default="")
    a = p.parse_args()
    print("load before:", open("/proc/loadavg").read().strip())
    print(f"| case | fps before | fps after | ratio | drawing ms/frame before → after | encoding ms/frame before → after | reused before → after |")
    print("|---|---|---|---|---|---|---|")
    for case in CASES:
        if a.filter not in case:
            continue
        runs = {"b": [], "c": []}
        for _ in range(a.rounds):
            runs["b"].append(run(a.baseline, case))
            runs["c"].append(run(a.candidate, case))
        def med(k, key):
            return statistics.median(r[key] for r in runs[k])
        fb, fc = med("b", "frames per second"), med("c", "frames per second")
        print(f"| {case} | {fb:.1f} | {fc:.1f} | {fc / fb:.2f}× | {med('b', 'drawing CPU per frame'):.2f} → {med('c', 'drawing CPU per frame'):.2f}"
              f" | {med('b', 'encoding CPU per frame'):.2f} → {med('c', 'encoding CPU per frame'):.2f}"
              f" | {med('b', 'frames reused'):.1f} % → {med('c', 'frames reused'):.1f} % |", flush=True)
    print("load after:", open("/proc/loadavg").read().strip())


if __name__ == "__main__":
    sys.exit(main())
