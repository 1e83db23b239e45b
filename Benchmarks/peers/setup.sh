#!/usr/bin/env bash
# Creates the virtual environment for the peer benchmark (.build/peers-venv, outside the
# sources) with Manim Community, installing the Debian packages that building it needs when
# they are missing. Usage: Benchmarks/peers/setup.sh [VENV]
set -euo pipefail
VENV=${1:-.build/peers-venv}
MANIM_VERSION=0.22.0
SUDO=$([ "$(id -u)" = 0 ] || echo sudo)

# pycairo and manimpango build from source against Cairo and Pango (pkg-config, headers, a C
# compiler, Python headers); the venv module is Debian's python3-venv. Manim 0.22 writes PNG
# sequences with Pillow and needs no ffmpeg program (PyAV brings its own FFmpeg libraries).
# /usr/bin/time is used to cross-check peak memory by hand.
missing=()
need() { dpkg -s "$1" >/dev/null 2>&1 || missing+=("$1"); }
need pkg-config; need libcairo2-dev; need libpango1.0-dev; need gcc; need time
command -v python3 >/dev/null || need python3
python3 -c 'import venv, ensurepip' 2>/dev/null || need python3-venv
python3 -c 'import sysconfig, os, sys; sys.exit(0 if os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h")) else 1)' \
    || need python3-dev
if [ ${#missing[@]} -gt 0 ]; then
    echo "installing ${missing[*]}"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi

if [ ! -x "$VENV/bin/manim" ] || [ "$("$VENV/bin/python" -c 'import manim; print(manim.__version__)' 2>/dev/null)" != "$MANIM_VERSION" ]; then
    echo "creating $VENV with manim $MANIM_VERSION"
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet --upgrade pip
    if ! "$VENV/bin/pip" install --quiet "manim==$MANIM_VERSION"; then
        echo "bench-peers: manim $MANIM_VERSION could not be installed (the error is above)" >&2
        exit 1
    fi
fi
"$VENV/bin/python" -c 'import manim, cairo; print("manim", manim.__version__, "with pycairo", cairo.version, "on cairo", cairo.cairo_version_string())'
