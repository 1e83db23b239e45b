# make gallery: render every scene into ./frames
# make test:    build with warnings as errors, run every test
# make bench:   release-build benchmarks
# make fuzz:    property tests ×10, libFuzzer on PNG decoding, memory and leak checks (minutes);
#               TSAN=1 also runs the parallel renderer's tests under ThreadSanitizer
# Each target first installs the C libraries it needs when they are missing.

SHELL := /bin/bash
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libspng-dev fonts-dejavu-core chromium

.PHONY: deps gallery test bench fuzz clean

deps:
	@if ! pkg-config --exists cairo pangocairo spng 2>/dev/null || ! fc-list 2>/dev/null | grep -q DejaVuSans || ! command -v chromium >/dev/null; then \
		echo "installing $(APT_PACKAGES)"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $(APT_PACKAGES); \
	fi

gallery: deps
	swift build --product gallery
	.build/debug/gallery render all --out frames

test: deps
	swift build --build-tests -Xswiftc -warnings-as-errors
	rm -rf .build/snapshot-ledger  # emptied so that it lists exactly the goldens this run checks (orphans)
	swift test --skip-build

bench: deps
	swift run -c release benchmarks

# PROPERTY_SCALE multiplies the property tests' case counts; FUZZ_SECONDS is libFuzzer's run time.
fuzz: deps
	swift build --build-tests -Xswiftc -warnings-as-errors
	PROPERTY_SCALE=$${PROPERTY_SCALE:-10} swift test --skip-build --filter '\.(Property[A-Za-z]+Tests|FaultPNGTests)/'
	FUZZ_SECONDS=$${FUZZ_SECONDS:-60} Fuzz/run.sh
	Fuzz/memory.sh 100 1000
	Fuzz/leaks.sh spring-chart 20
	if [ -n "$$TSAN" ]; then Fuzz/tsan.sh; fi  # TSAN=1 make fuzz: parallel renderer under ThreadSanitizer

clean:
	rm -rf .build frames
