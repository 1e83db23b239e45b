#!/usr/bin/env python3
"""summary.py APPS OUT: the summary Tools/whole-apps/measure prints from OUT's results.tsv and
compile-failures.tsv, and a contact sheet OUT/<app>.png of each app's rendered screens (when
python3 has PIL)."""
import collections, json, os, re, sys

apps_dir, out = sys.argv[1], sys.argv[2]
apps = sorted(d for d in os.listdir(apps_dir) if os.path.isfile(os.path.join(apps_dir, d, 'app.json')))
failures = dict(line.rstrip('\n').split('\t', 1) for line in open(os.path.join(out, 'compile-failures.tsv')) if '\t' in line)
results = [line.rstrip('\n').split('\t') for line in open(os.path.join(out, 'results.tsv')) if line.strip()]
by_app = collections.defaultdict(list)
for app, screen, outcome in results:
    by_app[app].append((screen, outcome))
compiled = [a for a in apps if a not in failures]
screens = sum(len(by_app[a]) for a in compiled)
rendered = sum(1 for a in compiled for _, o in by_app[a] if o == 'rendered')
print(f"{'app':24} {'compiles':9} {'screens rendered':16} first error / failures")
for a in apps:
    if a in failures:
        print(f'{a:24} {"no":9} {"-":16} {failures[a]}')
    else:
        bad = [f'{s}: {o}' for s, o in by_app[a] if o != 'rendered']
        ok = sum(1 for _, o in by_app[a] if o == 'rendered')
        print(f'{a:24} {"yes":9} {f"{ok}/{len(by_app[a])}":16} {"; ".join(bad)[:200]}')
repos = {json.load(open(os.path.join(apps_dir, a, 'app.json')))['repo'] for a in apps}
print(f'\napps that compile: {len(compiled)}/{len(apps)} ({100 * len(compiled) / max(len(apps), 1):.0f} %, from {len(repos)} repositories); '
      f'screens rendered: {rendered}/{screens} of the apps that compile')
if failures:
    print('first errors, ranked by how many apps show them:')
    ranked = collections.Counter(re.sub(r'^[^:]+:\d+: ', '', e) for e in failures.values())
    for message, count in ranked.most_common():
        print(f'  {count}  {message}')
try:
    from PIL import Image
except ImportError:
    sys.exit(0)
for a in compiled:
    shots = [os.path.join(out, a, f'{i}.png') for i in range(len(by_app[a]))]
    shots = [s for s in shots if os.path.exists(s)]
    if not shots:
        continue
    thumbs = [Image.open(s).convert('RGB').resize((195, 422)) for s in shots]
    sheet = Image.new('RGB', (200 * min(len(thumbs), 8), 427 * ((len(thumbs) + 7) // 8)), 'gray')
    for i, t in enumerate(thumbs):
        sheet.paste(t, (200 * (i % 8), 427 * (i // 8)))
    sheet.save(os.path.join(out, f'{a}.png'))
