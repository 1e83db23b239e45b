#!/usr/bin/env python3
"""prepare.py REFS PKG TOP [EXCLUDED...]: writes the throwaway package PKG that renders every case
under REFS (folders with a case.json) against the checkout TOP. Each case becomes its own module
Case_<name> (its files keep their own internal names apart from other cases'): `import SwiftUI`
imports the checkout's SwiftUI module (SceneGraph, and UIKit's types as SwiftUI re-exports them),
`#if os(iOS)` / `canImport(UIKit)` conditions take their iOS side, Foundation (with
FoundationNetworking beside it, as on Linux URLSession needs, and Combine, which Apple's
Foundation brings), Dispatch and the Apple modules the
checkout provides (Combine, Charts, UIKit) are imported as they are, other
imports (test-only libraries) are commented out, and `#Preview` blocks and PreviewProvider structs are
dropped unless the case sets "stripPreviews": false. A generated `_Case.swift` exposes the case's
view expression as `makeCaseView()`. The executable `Measure` (Measure.swift beside this file and a
generated main.swift) renders and measures every case not named in EXCLUDED."""
import json, os, re, shutil, sys

refs, pkg, top = sys.argv[1], sys.argv[2], sys.argv[3]
excluded = set(sys.argv[4:])
here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(here))
from swiftsource import matching_brace, take_ios_side  # noqa: E402


def module_name(case):
    return 'Case_' + re.sub(r'[^A-Za-z0-9_]', '_', case)


PREVIEW = re.compile(
    r'^[ \t]*(?:#Preview\b[^\n{]*\{|(?:@available\([^)]*\)\s*)?(?:(?:private|fileprivate|internal|public)\s+)?'
    r'struct\s+\w+\s*:\s*PreviewProvider\s*\{)', re.M)


# Apple's modules that the checkout provides as products of its own (Package.swift), imported as
# they are.
PROVIDED = ('Combine', 'Charts', 'UIKit')


def convert(source, strip_previews):
    def imports(m):
        name = m.group(2)
        if name in ('SwiftUI', 'SwiftUICore'):
            # The project's SwiftUI module: SceneGraph, and UIKit's types as SwiftUI re-exports them.
            return m.group(1) + 'import SwiftUI'
        if name == 'Foundation':
            # On Linux URLSession, URLRequest and their kin are in FoundationNetworking (the
            # porting step every Linux package takes), and Apple's Foundation brings Combine's
            # ObservableObject and @Published with it; on the same line, so that line numbers hold.
            return m.group(0) + '; import FoundationNetworking; import Combine'
        if name == 'Dispatch' or name in PROVIDED:
            return m.group(0)
        return m.group(1) + '// (not on this platform) ' + m.group(0).strip()
    out = re.sub(r'^([ \t]*)(?:@testable\s+|@preconcurrency\s+)?import\s+(?:struct\s+|class\s+|enum\s+)?(\w+)[^\n]*$', imports, source, flags=re.M)
    # The references are iOS's drawings, so the iOS side of platform conditions is compiled.
    out = take_ios_side(out)
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
    files['_Case.swift'] = ('import SwiftUI\n\n@MainActor public func makeCaseView() -> AnyView {\n    AnyView(' + spec['expression'] + ')\n}\n')
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
dependencies = ', '.join('.product(name: "%s", package: "%s")' % (p, product) for p in ('SceneGraph', 'SwiftUI') + PROVIDED)
# Each case compiles in its package's language mode: Swift 5 unless case.json says
# "swiftLanguageMode": 6 (a package whose manifest is swift-tools-version 6 and names no other mode).
def language_mode(case):
    mode = json.load(open(os.path.join(refs, case, 'case.json'))).get('swiftLanguageMode', 5)
    if mode not in (5, 6):
        sys.exit(f'prepare.py: {case}: "swiftLanguageMode" is {mode!r}; it must be 5 or 6')
    return mode
targets = ',\n'.join(
    f'        .target(name: "{mod}", dependencies: [{dependencies}], path: "Sources/{mod}", '
    f'swiftSettings: [.swiftLanguageMode(.v{language_mode(case)}), .unsafeFlags(["-suppress-warnings"])])'
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
