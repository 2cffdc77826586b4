"""The editor setups the guides document (Documentation/Guides/Editors) are what the server
needs: every JSON and TOML snippet parses, starts `l10nedit lsp`, and names the languages it
serves; the options they pass are the server's (`inlayHints`). Helix, VS Code and Zed do not run
here (neovim and Emacs do: neovim.sh, emacs.sh); this catches a guide's typo before a user does."""

import json
import pathlib
import re
import tomllib

import pytest

GUIDES = pathlib.Path(__file__).resolve().parent.parent.parent / "Documentation/Guides/Editors"
FENCE = re.compile(r"^```(\w+)\n(.*?)^```$", re.MULTILINE | re.DOTALL)
# What `initializationOptions` the server reads (RequestContext.Options).
SERVER_OPTIONS = {"inlayHints"}


def snippets(guide: str, language: str) -> list[str]:
    text = (GUIDES / guide).read_text(encoding="utf-8")
    return [body for fence, body in FENCE.findall(text) if fence == language]


def test_every_guide_has_its_snippets():
    assert len(snippets("Helix.md", "toml")) == 2
    assert len(snippets("VSCode.md", "json")) == 1
    assert len(snippets("Zed.md", "toml")) >= 1 and len(snippets("Zed.md", "json")) == 1
    assert len(snippets("Emacs.md", "elisp")) == 2
    assert len(snippets("Neovim.md", "lua")) == 4


def test_helix_languages_toml_starts_the_server_for_swift_objc_and_strings():
    server, strings = (tomllib.loads(body) for body in snippets("Helix.md", "toml"))
    assert server["language-server"]["l10nedit"] == {"command": "l10nedit", "args": ["lsp"]}
    serving = {language["name"] for language in server["language"] + strings["language"]
               if "l10nedit" in language["language-servers"]}
    assert serving == {"swift", "objc", "strings"}
    # The commented-out options line is the server's option.
    assert re.search(r"# config = \{ (\w+) = false \}", snippets("Helix.md", "toml")[0]).group(1) \
        in SERVER_OPTIONS


def test_vscode_settings_start_the_server_with_its_options():
    settings = json.loads(snippets("VSCode.md", "json")[0])
    assert settings["glspc.server.command"] == "l10nedit"
    assert settings["glspc.server.commandArguments"] == ["lsp"]
    assert {"swift", "objective-c"} <= set(settings["glspc.server.languageId"])
    assert set(settings["glspc.server.initializationOptions"]) <= SERVER_OPTIONS


def test_zed_extension_and_settings_name_the_same_server():
    extension = tomllib.loads(snippets("Zed.md", "toml")[0])
    settings = json.loads(snippets("Zed.md", "json")[0])
    assert "l10nedit" in extension["language_servers"]
    assert "l10nedit" in settings["languages"]["Swift"]["language_servers"]
    assert set(settings["lsp"]["l10nedit"]["initialization_options"]) <= SERVER_OPTIONS
    rust = "\n".join(snippets("Zed.md", "rust"))
    assert 'which("l10nedit")' in rust and 'vec!["lsp".into()]' in rust


@pytest.mark.parametrize("guide,pattern", [
    ("Emacs.md", r'\("l10nedit" "lsp"\)'),
    ("Neovim.md", r'cmd = \{ "l10nedit", "lsp" \}'),
])
def test_lisp_and_lua_snippets_run_l10nedit_lsp(guide, pattern):
    body = "\n".join(snippets(guide, "elisp" if guide == "Emacs.md" else "lua"))
    assert re.search(pattern, body)
    assert body.count("(") == body.count(")") and body.count("{") == body.count("}")
