# make gallery: render every scene into ./frames
# make test:    build with warnings as errors, `make examples`, then run every test
# make examples: build the user's package in Examples/MyScenes (by path, in its own .build) and run it
# make bench:   release-build benchmarks (BENCH_ARGS="--filter layout/ --json out.json" passes options)
# make bench-peers: the same scene rendered by us and by Manim Community, frames per second and ratio
# make docs:    DocC documentation of the libraries into .build/docs (fails on any docc warning);
#               make docs-serve serves it at http://localhost:8000/ (DOCS_PORT=… for another port)
# make format:  swift-format (the toolchain's) over Sources, Tests and Package.swift with .swift-format
# make fuzz:    property tests ×10 (journals and shard sets among them), libFuzzer on PNG decoding,
#               manifests and shard-manifest sets, memory and leak checks (minutes);
#               TSAN=1 also runs the parallel renderer's tests under ThreadSanitizer
# make distributed-check: a one-node Slurm cluster in a temporary folder renders a scene as a job
#               array, one task cancelled and resubmitted, merged and compared with a local run
#               (installs slurmctld slurmd slurm-client munge when missing; not part of `make test`)
# Each target first installs the C libraries it needs when they are missing.

DOCS_PORT ?= 8000
SHELL := /bin/bash
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Fonts: Inter (with Inter Display) for the system face, Quicksand for the rounded design, Noto
# Sans Mono for the monospaced one, TeX Gyre Schola for the serif one (see Font.family(for:)),
# DejaVu as the fallback; Noto Color Emoji and Noto CJK so that emoji and Chinese, Japanese and Korean text
# draw instead of missing-glyph boxes.
FONT_PACKAGES := fonts-inter fonts-quicksand fonts-noto-mono fonts-texgyre fonts-dejavu-core fonts-noto-color-emoji fonts-noto-cjk
# wamerican: the word list UITextChecker checks against (/usr/share/dict/words).
APT_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libspng-dev libjpeg-dev libssl-dev libisal-dev zlib1g-dev libxxhash-dev libpixman-1-dev librsvg2-dev libpoppler-glib-dev python3-pip wamerican $(FONT_PACKAGES)
# The glyphs of `Image(systemName:)`: Google's Material Symbols Outlined (Apache-2.0), the
# variable font with weight and fill axes, as PyPI's qtmaterialsymbols wheel ships it (no Debian
# package has it). Fetched with pip, checked against its SHA-256 and installed where fontconfig
# finds it.
SYMBOL_FONT_WHEEL := qtmaterialsymbols==1.0.1
SYMBOL_FONT_MEMBER := qtmaterialsymbols/resources/MaterialSymbolsOutlined.ttf
SYMBOL_FONT_SHA256 := 118a5671a680b5b07d00a63cee31d0d32e0830fccd877145cf76e2d2547d4bc3
SYMBOL_FONT_DIR := /usr/local/share/fonts/material-symbols
# The snapshot review page is checked in headless Chromium by the tests only; ffmpeg makes the
# `--format mp4` and `gif` videos, which the tests and the examples check.
TEST_APT_PACKAGES := chromium ffmpeg

.PHONY: deps test-deps gallery test examples bench bench-peers fuzz docs docs-serve distributed-check clean format

deps:
	@if ! pkg-config --exists cairo pangocairo spng libjpeg libcrypto libisal libxxhash pixman-1 librsvg-2.0 poppler-glib 2>/dev/null || ! fc-list 2>/dev/null | grep -q DejaVuSans \
		|| ! command -v pip3 >/dev/null || ! fc-list 2>/dev/null | grep -q "Noto Color Emoji" || [ ! -f /usr/share/dict/words ] \
		|| ! fc-list 2>/dev/null | grep -q "Noto Sans CJK" || ! fc-list 2>/dev/null | grep -q "Inter Display" \
		|| ! fc-list 2>/dev/null | grep -q "Quicksand" || ! fc-list 2>/dev/null | grep -q "Noto Sans Mono:" \
		|| ! fc-list 2>/dev/null | grep -q "TeX Gyre Schola:"; then \
		echo "installing $(APT_PACKAGES)"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $(APT_PACKAGES); \
	fi
	@if ! fc-list 2>/dev/null | grep -q "Material Symbols Outlined"; then \
		echo "installing Material Symbols Outlined from PyPI's $(SYMBOL_FONT_WHEEL)"; \
		tmp=$$(mktemp -d) && python3 -m pip download --quiet --no-deps --dest "$$tmp" "$(SYMBOL_FONT_WHEEL)" \
		&& python3 -c "import sys, zipfile, glob; open(sys.argv[2], 'wb').write(zipfile.ZipFile(glob.glob(sys.argv[3] + '/*.whl')[0]).read(sys.argv[1]))" \
			"$(SYMBOL_FONT_MEMBER)" "$$tmp/MaterialSymbolsOutlined.ttf" "$$tmp" \
		&& echo "$(SYMBOL_FONT_SHA256)  $$tmp/MaterialSymbolsOutlined.ttf" | sha256sum --check --quiet \
		&& $(SUDO) install -D -m 644 "$$tmp/MaterialSymbolsOutlined.ttf" "$(SYMBOL_FONT_DIR)/MaterialSymbolsOutlined.ttf" \
		&& $(SUDO) fc-cache -f "$(SYMBOL_FONT_DIR)" && rm -rf "$$tmp"; \
	fi

test-deps: deps
	@if ! command -v chromium >/dev/null || ! command -v ffmpeg >/dev/null; then \
		echo "installing $(TEST_APT_PACKAGES)"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $(TEST_APT_PACKAGES); \
	fi

gallery: deps
	swift build --product gallery
	.build/debug/gallery render all --out frames

test: test-deps
	swift build --build-tests -Xswiftc -warnings-as-errors
	$(MAKE) --no-print-directory examples  # before the suite, whose summary lines stay the last ones
	rm -rf .build/snapshot-ledger  # emptied so that it lists exactly the goldens this run checks (orphans)
	swift test --skip-build

# A package of a user's own: it depends on this one by path and builds it again in its own
# .build (a fresh clone adds that build's time to `make test`); its command is run as a user
# runs it, and its tests compare the binary's frames with FrameRecorder's.
examples: deps
	swift build --package-path Examples/MyScenes --build-tests -Xswiftc -warnings-as-errors
	Examples/check-readme.sh
	Examples/check.sh Examples/MyScenes/.build/debug/my-scenes
	swift test --package-path Examples/MyScenes --skip-build

# The C baseline of the render benchmark: the same circles drawn with Cairo directly.
.build/baseline/circles: Benchmarks/baseline/circles.c
	@mkdir -p .build/baseline
	gcc -O2 -o $@ $< $$(pkg-config --cflags --libs cairo) -lm

bench: deps .build/baseline/circles
	swift run -c release benchmarks $(BENCH_ARGS)

# Manim goes into a virtual environment under .build (nothing lands in the sources); the
# Debian packages it builds against are installed by the setup script when missing.
bench-peers: deps
	bash Benchmarks/peers/setup.sh .build/peers-venv
	swift build -c release --product benchmarks
	mkdir -p .build/peers
	.build/peers-venv/bin/python Benchmarks/peers/compare.py --benchmarks "$$(swift build -c release --show-bin-path)/benchmarks" \
		--repetitions $(or $(PEER_REPETITIONS),3) --json .build/peers/results.json

# PROPERTY_SCALE multiplies the property tests' case counts; FUZZ_SECONDS is libFuzzer's run time.
fuzz: test-deps
	swift build --build-tests -Xswiftc -warnings-as-errors
	PROPERTY_SCALE=$${PROPERTY_SCALE:-10} swift test --skip-build --filter '\.(Property[A-Za-z]+Tests|FaultPNGTests)/'
	FUZZ_SECONDS=$${FUZZ_SECONDS:-60} Fuzz/run.sh
	Fuzz/memory.sh 100 1000
	Fuzz/leaks.sh spring-chart 20
	if [ -n "$$TSAN" ]; then Fuzz/tsan.sh; fi  # TSAN=1 make fuzz: parallel renderer under ThreadSanitizer

distributed-check: deps
	bash Distributed/slurm-check.sh

# DocC without the swift-docc-plugin package: SwiftPM's own `dump-symbol-graph` builds the package
# in its own scratch folder (the test build's flags are left alone) and extracts each module's
# public symbols; then the toolchain's `docc` (beside `swift` on PATH) converts each module's
# catalog Sources/<Module>/<Module>.docc. Any docc warning fails the target. (dump-symbol-graph also
# tries the test modules and exits non-zero on them: only the libraries' graphs are needed, and each
# must be there, fresh, after the libraries were built.)
DOC_MODULES := Springs SceneGraph SceneRender SceneTesting SceneCommand
docs: deps
	@docc="$$(dirname "$$(readlink -f "$$(command -v swift)")")/docc"; \
	if [ ! -x "$$docc" ]; then echo "no docc beside $$(command -v swift); a Swift toolchain 6.0 or later ships it" >&2; exit 3; fi; \
	mkdir -p .build/docs; \
	echo "building the libraries and extracting their symbol graphs (log: .build/docs/symbol-graphs.log)"; \
	for target in $(DOC_MODULES); do \
		swift build --scratch-path .build/docs-build --target $$target > .build/docs/symbol-graphs.log 2>&1 \
			|| { tail -30 .build/docs/symbol-graphs.log >&2; exit 1; }; \
	done; \
	rm -rf .build/docs-build/*/symbolgraph; \
	swift package --scratch-path .build/docs-build dump-symbol-graph --minimum-access-level public \
		>> .build/docs/symbol-graphs.log 2>&1 || true; \
	graphs="$$(ls -d .build/docs-build/*/symbolgraph | head -1)"; \
	warnings=0; \
	for module in $(DOC_MODULES); do \
		rm -rf .build/docs-symbols/$$module && mkdir -p .build/docs-symbols/$$module; \
		if [ ! -f "$$graphs/$$module.symbols.json" ]; then tail -30 .build/docs/symbol-graphs.log >&2; \
			echo "no symbol graph for $$module" >&2; exit 1; fi; \
		cp "$$graphs"/$$module.symbols.json "$$graphs"/$$module@*.symbols.json .build/docs-symbols/$$module/ 2>/dev/null; \
		"$$docc" convert Sources/$$module/$$module.docc --additional-symbol-graph-dir .build/docs-symbols/$$module \
			--output-path .build/docs/$$module.doccarchive --fallback-display-name $$module \
			--fallback-bundle-identifier org.scenekitlinux.$$module --transform-for-static-hosting \
			--hosting-base-path $$module --diagnostics-file .build/docs/$$module-diagnostics.json \
			--warnings-as-errors > .build/docs/$$module.log 2>&1; status=$$?; \
		n=$$(grep -o '"severity" *: *"[a-z]*"' .build/docs/$$module-diagnostics.json 2>/dev/null | grep -c -v information); \
		warnings=$$((warnings + $${n:-0})); \
		if [ $$status -ne 0 ]; then cat .build/docs/$$module.log >&2; echo "docc failed for $$module" >&2; exit 1; fi; \
		echo "$$module: .build/docs/$$module.doccarchive"; \
	done; \
	echo "docs built with $$warnings docc warnings"; \
	rm -rf .build/docs/site && mkdir -p .build/docs/site; \
	{ echo '<!doctype html><meta charset="utf-8"><title>SceneKitLinux documentation</title><ul>'; \
	for module in $(DOC_MODULES); do \
		ln -s ../$$module.doccarchive .build/docs/site/$$module; \
		lower=$$(echo $$module | tr A-Z a-z); \
		echo "<li><a href=\"/$$module/documentation/$$lower/\">$$module</a></li>"; \
	done; echo '</ul>'; } > .build/docs/site/index.html; \
	echo "each archive is served under /<Module>/ (it was built for that base path): serve .build/docs/site,"; \
	echo "  make docs-serve    (or: python3 -m http.server $(DOCS_PORT) --directory .build/docs/site)"; \
	echo "then open http://localhost:$(DOCS_PORT)/"

# Serves what `make docs` built at http://localhost:$(DOCS_PORT)/ (Ctrl-C stops it).
docs-serve:
	@[ -f .build/docs/site/index.html ] || $(MAKE) --no-print-directory docs
	@command -v python3 >/dev/null || { echo "docs-serve needs python3 (apt-get install python3), or any static file server over .build/docs/site" >&2; exit 3; }
	@echo "serving .build/docs/site at http://localhost:$(DOCS_PORT)/ (Ctrl-C stops)"
	python3 -m http.server $(DOCS_PORT) --bind 127.0.0.1 --directory .build/docs/site

clean:
	rm -rf .build frames Examples/MyScenes/.build

format:
	swift format --in-place --recursive --parallel Sources Tests Package.swift
