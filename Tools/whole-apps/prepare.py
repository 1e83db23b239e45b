#!/usr/bin/env python3
"""prepare.py APPS PKG TOP [EXCLUDED...]: writes the throwaway package PKG in which every app under
APPS (folders with an app.json, made by Tools/whole-apps/gather) is one target, App_<name>,
compiled against the checkout TOP, and the executable RenderApps that renders their screens.

What is changed in an app's source, and only this (the rest compiles as published):
- its `@main` / `@UIApplicationMain` attribute, its UIKit application and scene delegate classes
  and `@UIApplicationDelegateAdaptor` properties are left out: the app is not launched here, its
  screens are rendered;
- `import SwiftUI` names SceneGraph unless the checkout has a module named SwiftUI, and imports of
  the app's own local modules (merged into its one target) are dropped;
- `#if os(iOS)` / `canImport(UIKit)` take the iOS side (the app is compiled as for an iPhone);
- each `#Preview { … }` becomes a function returning its content (so the screens can list it),
  its `@Previewable` state plain local state.
And one build setting: every file implicitly imports Combine (SceneGraph while the checkout has no
Combine module), as `import Foundation` brings Combine's `ObservableObject` and `@Published` on
Apple's platforms (view models in files that import only Foundation), and Observation, which
Apple's Foundation brings too (`@Observable` models).

Screens, each an entry of the generated `_Screens.swift` (one per line): every type conforming to
`App` (its `rootView`, what iOS shows at launch), every PreviewProvider's `previews`, every
`#Preview`, and every non-private top-level view type made with no arguments. Entries that do
not compile are dropped by the measure script (their line numbers, EXCLUDED as app:line)."""
import json, os, re, shutil, sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(here))
from swiftsource import matching_brace, take_ios_side  # noqa: E402

apps_dir, pkg, top = sys.argv[1], sys.argv[2], sys.argv[3]
excluded_apps = {e for e in sys.argv[4:] if ':' not in e}
excluded_lines = {}
for e in sys.argv[4:]:
    if ':' in e:
        app, line = e.rsplit(':', 1)
        excluded_lines.setdefault(app, set()).add(int(line))

manifest_text = open(os.path.join(top, 'Package.swift')).read()
has_module = lambda name: re.search(r'name:\s*"' + name + r'"', manifest_text) is not None
swiftui_module = 'SwiftUI' if has_module('SwiftUI') else 'SceneGraph'
extra_products = [m for m in ('Charts', 'Combine', 'SwiftUI', 'UIKit', 'WebKit', 'os', 'AppleFoundation', 'CoreGraphics', 'CoreLocation', 'MapKit', 'AVFoundation', 'Speech') if has_module(m)]
implicit = 'Combine' if has_module('Combine') else 'SceneGraph'
# Apple's Foundation also brings Observation (`@Observable` in a model file that imports only
# Foundation, as Apple's Landmarks tutorial has it); the toolchain's Foundation does not.
observation = ', "-Xfrontend", "-import-module", "-Xfrontend", "Observation"'
# Apple's Foundation has URLRequest and URLSession; the toolchain's has them in
# FoundationNetworking, which a Linux build imports as this flag does (README, "Networking").
observation += ', "-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"'
# And ListFormatter, which this package's AppleFoundation module has (README, "In your own package").
if has_module('AppleFoundation'):
    observation += ', "-Xfrontend", "-import-module", "-Xfrontend", "AppleFoundation"'


def module_name(app):
    return 'App_' + re.sub(r'[^A-Za-z0-9_]', '_', app)


DELEGATE = re.compile(
    r'^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|final|open)\s+)*class\s+\w+\s*:[^{]*'
    r'\b(?:UIApplicationDelegate|UIWindowSceneDelegate|UIResponder)\b[^{]*\{', re.M)
PREVIEW_MACRO = re.compile(r'^[ \t]*#Preview\b([^\n{]*)\{', re.M)


def convert(source, local_modules, counter, app_module):
    def imports(m):
        name = m.group(2)
        if name in ('SwiftUI', 'SwiftUICore'):
            return m.group(1) + 'import ' + swiftui_module
        if name in local_modules:
            return m.group(1) + '// (merged into this target) ' + m.group(0).strip()
        return m.group(0)
    # A name qualified with a merged module (`Core.Store`) is qualified with this target instead.
    for name in local_modules:
        source = re.sub(r'(?<![\w.])' + name + r'\.(?=[A-Za-z_])', app_module + '.', source)
    out = re.sub(r'^([ \t]*)(?:@testable\s+|@preconcurrency\s+)?import\s+(?:struct\s+|class\s+|enum\s+)?(\w+)[^\n]*$',
                 imports, source, flags=re.M)
    out = take_ios_side(out)
    if swiftui_module == 'SceneGraph':
        out = re.sub(r'\bSwiftUI(?:Core)?\.(?=[A-Z_])', 'SceneGraph.', out)
    # The app is not launched: its entry point and UIKit delegates are left out.
    out = re.sub(r'^[ \t]*@(?:main|UIApplicationMain)\b[ \t]*\n?', '', out, flags=re.M)
    out = re.sub(r'^[ \t]*@UIApplicationDelegateAdaptor\b[^\n]*\n', '', out, flags=re.M)
    while True:
        m = DELEGATE.search(out)
        if not m:
            break
        out = out[:m.start()] + out[matching_brace(out, m.end() - 1):]
    previews = []
    while True:
        m = PREVIEW_MACRO.search(out)
        if not m:
            break
        end = matching_brace(out, m.end() - 1)
        body = out[m.end():end - 1]
        title = re.match(r'\s*\(\s*"([^"]*)"', m.group(1))
        counter[0] += 1
        fn = f'__preview_{counter[0]}'
        previews.append((fn, title.group(1) if title else f'#Preview {counter[0]}'))
        # `@Previewable` (iOS 18) marks a preview's own state; in a function it is plain local state.
        body = re.sub(r'@Previewable\s+', '', body)
        out = out[:m.start()] + f'@MainActor @ViewBuilder func {fn}() -> some View {{{body}}}' + out[end:]
    return out, previews


def screens_of(text):
    found = []
    for m in re.finditer(r'^(?:@\w+\s+)*(?:(?:public|internal|final)\s+)*struct\s+(\w+)\s*:\s*([^{<]*)\{', text, re.M):
        name, conformances = m.group(1), [c.strip() for c in m.group(2).split(',')]
        if 'App' in conformances:
            found.append((name, f'{name}().rootView'))
        elif 'PreviewProvider' in conformances:
            found.append((f'{name}.previews', f'AnyView({name}.previews)'))
        elif 'View' in conformances:
            found.append((name, f'AnyView({name}())'))
    return found


apps = sorted(d for d in os.listdir(apps_dir)
              if not d.startswith('.') and os.path.isfile(os.path.join(apps_dir, d, 'app.json')))
sources = os.path.join(pkg, 'Sources')
os.makedirs(sources, exist_ok=True)
for d in os.listdir(sources):
    if d.startswith('App_') and d not in [module_name(a) for a in apps]:
        shutil.rmtree(os.path.join(sources, d))
built, modes, catalogs = [], {}, {}
for app in apps:
    spec = json.load(open(os.path.join(apps_dir, app, 'app.json')))
    modes[app] = 'v6' if (spec.get('swiftVersion') or '5').startswith('6') else 'v5'
    mod = module_name(app)
    target = os.path.join(sources, mod)
    files, screens, counter = {}, [], [0]
    src = os.path.join(apps_dir, app, 'src')
    catalogs[app] = []
    for root, dirs, names in os.walk(src):
        for d in dirs:
            if d.endswith('.xcassets'):
                catalogs[app].append(os.path.join(root, d))
        dirs[:] = sorted(d for d in dirs if not d.endswith('Tests') and not d.endswith('.xcodeproj') and not d.endswith('.xcassets'))
        for n in sorted(names):
            if not n.endswith('.swift') or n == 'Package.swift':
                continue
            rel = os.path.relpath(os.path.join(root, n), src)
            text, previews = convert(open(os.path.join(root, n), errors='replace').read(), set(spec.get('localModules', [])), counter, mod)
            files[re.sub(r'[^A-Za-z0-9_.+-]', '_', rel.replace(os.sep, '__'))] = text
            screens += [(title, f'AnyView({fn}())') for fn, title in previews] + screens_of(text)
    lines = [f'import {swiftui_module}', '', '/// The screens of this app, one per line (see Tools/whole-apps/prepare.py).',
             '@MainActor public let appScreens: [(name: String, make: @MainActor () -> AnyView?)] = [']
    for name, expression in screens:
        if len(lines) + 1 not in excluded_lines.get(app, set()):
            lines.append(f'    ({json.dumps(name)}, {{ {expression} }}),')
        else:
            lines.append('    // (does not compile)')
    lines.append(']')
    files['_Screens.swift'] = '\n'.join(lines) + '\n'
    os.makedirs(target, exist_ok=True)
    for old in os.listdir(target):
        if old not in files and old != 'Resources':
            os.remove(os.path.join(target, old))
    # The app's asset catalogs, as resources of its target (SwiftPM copies them into the target's
    # resource bundle, where Image("name") finds them), named by their place in the app.
    resources = os.path.join(target, 'Resources')
    shutil.rmtree(resources, ignore_errors=True)
    named = []
    for catalog in catalogs[app]:
        name = re.sub(r'[^A-Za-z0-9_.+-]', '_', os.path.relpath(catalog, src).replace(os.sep, '__'))
        shutil.copytree(catalog, os.path.join(resources, name))
        named.append(name)
    catalogs[app] = named
    for name, text in files.items():
        path = os.path.join(target, name)
        if not os.path.exists(path) or open(path).read() != text:  # unchanged files keep their build
            open(path, 'w').write(text)
    if app not in excluded_apps:
        built.append((app, mod))

product = os.path.basename(os.path.normpath(top))
deps = ', '.join(f'.product(name: "{p}", package: "{product}")' for p in ['SceneGraph'] + extra_products)
has_plugin = re.search(r'\.plugin\(\s*name:\s*"AssetSymbols"', manifest_text) is not None


def resource_settings(app):
    if not catalogs[app]:
        return ''
    return 'resources: [' + ', '.join(f'.process("Resources/{c}")' for c in catalogs[app]) + '], '


def plugin_settings(app):
    return f', plugins: [.plugin(name: "AssetSymbols", package: "{product}")]' if catalogs[app] and has_plugin else ''


targets = ',\n'.join(
    f'        .target(name: "{module_name(a)}", dependencies: [{deps}], path: "Sources/{module_name(a)}", {resource_settings(a)}'
    f'swiftSettings: [.swiftLanguageMode(.{modes[a]}), '
    f'.unsafeFlags(["-suppress-warnings", "-Xfrontend", "-import-module", "-Xfrontend", "{implicit}"{observation}])]{plugin_settings(a)})' for a in apps)
manifest = f'''// swift-tools-version:6.0
// Generated by Tools/whole-apps/prepare.py; rewritten on every run.
import PackageDescription
let package = Package(
    name: "WholeApps",
    dependencies: [.package(path: "{top}")],
    targets: [
{targets},
        .executableTarget(name: "RenderApps", dependencies: [{"".join(f'"{m}", ' for _, m in built)}.product(name: "SceneRender", package: "{product}")], path: "Sources/RenderApps",
                          swiftSettings: [.swiftLanguageMode(.v5)])
    ]
)
'''
mpath = os.path.join(pkg, 'Package.swift')
if not os.path.exists(mpath) or open(mpath).read() != manifest:
    open(mpath, 'w').write(manifest)
rdir = os.path.join(sources, 'RenderApps')
os.makedirs(rdir, exist_ok=True)
runner = open(os.path.join(here, 'RenderApps.swift')).read()
main = 'import SceneRender\n' + ''.join(f'import {m}\n' for _, m in built) + '\nMainActor.assumeIsolated {\n    runRenderApps([\n' + ''.join(
    f'        ("{a}", {m}.appScreens),\n' for a, m in built) + '    ])\n}\n'
for name, text in (('RenderApps.swift', runner), ('main.swift', main)):
    path = os.path.join(rdir, name)
    if not os.path.exists(path) or open(path).read() != text:
        open(path, 'w').write(text)
print(' '.join(a for a, _ in built))
