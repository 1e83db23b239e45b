#!/usr/bin/env python3
"""prepare.py REFS PKG TOP [EXCLUDED...]: writes the throwaway package PKG that renders every case
under REFS (folders with a case.json) against the checkout TOP. Each case becomes its own module
Case_<name> (its files keep their own internal names apart from other cases'): `import SwiftUI`
becomes `import SceneGraph`, `#if os(iOS)` / `canImport(UIKit)` conditions take their iOS side, Foundation and Dispatch imports stay, other imports (Combine, UIKit,
test-only libraries) are commented out, and `#Preview` blocks and PreviewProvider structs are
dropped unless the case sets "stripPreviews": false. A generated `_Case.swift` exposes the case's
view expression as `makeCaseView()`. The executable `Measure` (Measure.swift beside this file and a
generated main.swift) renders and measures every case not named in EXCLUDED."""
import json, os, re, shutil, sys

refs, pkg, top = sys.argv[1], sys.argv[2], sys.argv[3]
excluded = set(sys.argv[4:])
here = os.path.dirname(os.path.abspath(__file__))


def module_name(case):
    return 'Case_' + re.sub(r'[^A-Za-z0-9_]', '_', case)


def matching_brace(text, start):
    """Index after the brace that closes the one at `start`, skipping comments and strings."""
    depth, i, n = 0, start, len(text)
    while i < n:
        if text.startswith('//', i):
            i = text.find('\n', i)
            i = n if i < 0 else i
            continue
        if text.startswith('/*', i):
            j = text.find('*/', i + 2)
            i = n if j < 0 else j + 2
            continue
        if text.startswith('"""', i):
            j = text.find('"""', i + 3)
            i = n if j < 0 else j + 3
            continue
        c = text[i]
        if c == '"':
            i += 1
            while i < n and text[i] not in '"\n':
                i += 2 if text[i] == '\\' else 1
            i += 1
            continue
        if c == '{':
            depth += 1
        elif c == '}':
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return n


PREVIEW = re.compile(
    r'^[ \t]*(?:#Preview\b[^\n{]*\{|(?:@available\([^)]*\)\s*)?(?:(?:private|fileprivate|internal|public)\s+)?'
    r'struct\s+\w+\s*:\s*PreviewProvider\s*\{)', re.M)


def convert(source, strip_previews):
    def imports(m):
        name = m.group(2)
        if name in ('SwiftUI', 'SwiftUICore'):
            return m.group(1) + 'import SceneGraph'
        if name in ('Foundation', 'Dispatch'):
            return m.group(0)
        return m.group(1) + '// (not on this platform) ' + m.group(0).strip()
    out = re.sub(r'^([ \t]*)(?:@testable\s+|@preconcurrency\s+)?import\s+(?:struct\s+|class\s+|enum\s+)?(\w+)[^\n]*$', imports, source, flags=re.M)
    # The references are iOS's drawings, so the iOS side of platform conditions is compiled.
    platform = {'os(iOS)': 'true', 'os(macOS)': 'false', 'os(tvOS)': 'false', 'os(watchOS)': 'false', 'os(visionOS)': 'false',
                'canImport(UIKit)': 'true', 'canImport(AppKit)': 'false'}
    out = re.sub(r'^([ \t]*#(?:if|elseif)\b)([^\n]*)$', lambda m: m.group(1) + re.sub(
        r'\b(?:os|canImport)\(\s*\w+\s*\)', lambda c: platform.get(re.sub(r'\s', '', c.group(0)), c.group(0)), m.group(2)), out, flags=re.M)
    # A name qualified by its module (`SwiftUI.View`, or `SwiftUICore.Font`: SwiftUI's core
    # module since iOS 18) names the same type in SceneGraph.
    out = re.sub(r'\bSwiftUI(?:Core)?\.(?=[A-Z_])', 'SceneGraph.', out)
    while strip_previews:
        m = PREVIEW.search(out)
        if not m:
            break
        out = out[:m.start()] + out[matching_brace(out, m.end() - 1):]
    return out


cases = sorted(d for d in os.listdir(refs)
               if not d.startswith('.') and os.path.isfile(os.path.join(refs, d, 'case.json')))
os.makedirs(os.path.join(pkg, 'Sources'), exist_ok=True)
for d in os.listdir(os.path.join(pkg, 'Sources')):
    if d.startswith('Case_') and d[5:] not in [module_name(c)[5:] for c in cases]:
        shutil.rmtree(os.path.join(pkg, 'Sources', d))
built = []
for case in cases:
    spec = json.load(open(os.path.join(refs, case, 'case.json')))
    mod = module_name(case)
    target = os.path.join(pkg, 'Sources', mod)
    files = {}
    for f in spec['files']:
        files[f] = convert(open(os.path.join(refs, case, f), errors='replace').read(), spec.get('stripPreviews', True))
    files['_Case.swift'] = ('import SceneGraph\n\n@MainActor public func makeCaseView() -> AnyView {\n    AnyView(' + spec['expression'] + ')\n}\n')
    os.makedirs(target, exist_ok=True)
    for old in os.listdir(target):
        if old not in files:
            os.remove(os.path.join(target, old))
    for name, text in files.items():
        path = os.path.join(target, name)
        if not os.path.exists(path) or open(path).read() != text:  # unchanged files keep their build
            open(path, 'w').write(text)
    if case not in excluded:
        built.append((case, mod))

product = os.path.basename(os.path.normpath(top))
targets = ',\n'.join(
    f'        .target(name: "{mod}", dependencies: [.product(name: "SceneGraph", package: "{product}")], path: "Sources/{mod}", '
    f'swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-suppress-warnings"])])'
    for case, mod in [(c, module_name(c)) for c in cases])
manifest = f'''// swift-tools-version:6.0
// Generated by Tools/ios-reference/prepare.py; rewritten on every run.
import PackageDescription
let package = Package(
    name: "IOSReferenceCases",
    dependencies: [.package(path: "{top}")],
    targets: [
{targets},
        .executableTarget(name: "Measure", dependencies: [{", ".join(f'"{m}"' for _, m in built)}{", " if built else ""}.product(name: "SceneRender", package: "{product}")], path: "Sources/Measure")
    ]
)
'''
mpath = os.path.join(pkg, 'Package.swift')
if not os.path.exists(mpath) or open(mpath).read() != manifest:
    open(mpath, 'w').write(manifest)
mdir = os.path.join(pkg, 'Sources', 'Measure')
os.makedirs(mdir, exist_ok=True)
shutil.copyfile(os.path.join(here, 'Measure.swift'), os.path.join(mdir, 'Measure.swift.new'))
if not os.path.exists(os.path.join(mdir, 'Measure.swift')) or open(os.path.join(mdir, 'Measure.swift')).read() != open(os.path.join(mdir, 'Measure.swift.new')).read():
    os.replace(os.path.join(mdir, 'Measure.swift.new'), os.path.join(mdir, 'Measure.swift'))
else:
    os.remove(os.path.join(mdir, 'Measure.swift.new'))
main = 'import SceneRender\n' + ''.join(f'import {m}\n' for _, m in built) + '\nrunMeasure(cases: [\n' + ''.join(
    f'    ("{c}", {{ {m}.makeCaseView() }}),\n' for c, m in built) + '])\n'
mainpath = os.path.join(mdir, 'main.swift')
if not os.path.exists(mainpath) or open(mainpath).read() != main:
    open(mainpath, 'w').write(main)
print(' '.join(c for c, _ in built))
