# The README's two commands: `make run` and `make test`.
# Both install missing Debian packages first (scripts/install-deps.sh).

BUILD   ?= build
ASAN    ?= build-asan
DEMO    ?= demo.db
PORT    ?= 8080
NOMIC    = $(BUILD)/src/cli/nomic

.PHONY: all deps setup cli build build-asan run test test-plain test-asan clean docs

all: build

deps:
	@./scripts/install-deps.sh

setup: deps
	@[ -f $(BUILD)/build.ninja ] || meson setup $(BUILD)

# Only what running needs: the one binary, `nomic` (CLI and server).
cli: setup
	@ninja -C $(BUILD) src/cli/nomic

# Everything: the binary, the tests and the benchmarks.
build: setup
	@ninja -C $(BUILD)

build-asan: deps
	@[ -f $(ASAN)/build.ninja ] || meson setup $(ASAN) -Db_sanitize=address,undefined \
		-Db_lundef=false -Dc_args=-fno-sanitize-recover=all
	@ninja -C $(ASAN)

# Builds the binary alone (tests and benchmarks are `make test`'s), creates
# the demo nomic on first run, then serves it on 127.0.0.1:$(PORT).
run: cli
	@[ -f $(DEMO) ] || ./scripts/demo.sh $(NOMIC) $(DEMO)
	$(NOMIC) --file $(DEMO) serve --port $(PORT)

# The manual generated from the command table (src/cli/manual.c): nomic(1)
# and docs/COMMANDS.md; the test `manual` fails when they drift from it.
docs: cli
	@$(NOMIC) manual > docs/nomic.1
	@$(NOMIC) manual --markdown > docs/COMMANDS.md

test-plain: build
	@./scripts/run-tests.sh $(BUILD) plain

test-asan: build-asan
	@./scripts/run-tests.sh $(ASAN) asan+ubsan

# Every test, then every test again under AddressSanitizer and UBSan.
test: build build-asan
	@./scripts/run-tests.sh $(BUILD) plain $(ASAN) asan+ubsan

clean:
	rm -rf $(BUILD) $(ASAN)
