# make install PREFIX=/usr/local — builds l10nedit and installs the binaries, the man page and
# the shell completions (see Documentation/Install.md). CONFIG=debug installs the debug build.

PREFIX ?= /usr/local
DESTDIR ?=
CONFIG ?= release
SWIFT ?= swift

BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
PRODUCTS = l10nedit l10nedit-swift-scan l10nedit-docgen

.PHONY: all build install uninstall docs

all: build

build:
	for product in $(PRODUCTS); do \
	  $(SWIFT) build -c $(CONFIG) --product $$product || exit 1; \
	done

install: build
	$(eval BIN := $(shell $(SWIFT) build -c $(CONFIG) --show-bin-path))
	install -d "$(BINDIR)" "$(MANDIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)"
	install -m 755 "$(BIN)/l10nedit" "$(BIN)/l10nedit-swift-scan" "$(BINDIR)/"
	"$(BIN)/l10nedit-docgen" --man "$(MANDIR)/l10nedit.1"
	chmod 644 "$(MANDIR)/l10nedit.1"
	"$(BIN)/l10nedit" --generate-completion-script bash > "$(BASHDIR)/l10nedit"
	"$(BIN)/l10nedit" --generate-completion-script zsh > "$(ZSHDIR)/_l10nedit"
	"$(BIN)/l10nedit" --generate-completion-script fish > "$(FISHDIR)/l10nedit.fish"

uninstall:
	rm -f "$(BINDIR)/l10nedit" "$(BINDIR)/l10nedit-swift-scan" "$(MANDIR)/l10nedit.1" \
	  "$(BASHDIR)/l10nedit" "$(ZSHDIR)/_l10nedit" "$(FISHDIR)/l10nedit.fish"

# Regenerates Documentation/Reference from the code (CI fails when it is stale).
docs:
	$(SWIFT) run l10nedit-docgen
