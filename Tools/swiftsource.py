"""Reading and rewriting Swift source text for the measuring tools (Tools/ios-reference and
Tools/whole-apps): brace matching that skips comments and string literals, and taking the iOS
side of platform conditions."""
import re


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


IOS_SIDE = {'os(iOS)': 'true', 'os(macOS)': 'false', 'os(tvOS)': 'false', 'os(watchOS)': 'false',
            'os(visionOS)': 'false', 'canImport(UIKit)': 'true', 'canImport(AppKit)': 'false'}


def take_ios_side(source):
    """`#if os(iOS)` / `canImport(UIKit)` conditions become true and the other platforms' false:
    the code is compiled as it is for an iPhone."""
    return re.sub(r'^([ \t]*#(?:if|elseif)\b)([^\n]*)$', lambda m: m.group(1) + re.sub(
        r'\b(?:os|canImport)\(\s*\w+\s*\)', lambda c: IOS_SIDE.get(re.sub(r'\s', '', c.group(0)), c.group(0)), m.group(2)),
        source, flags=re.M)
