"""The end-to-end suite of `l10nedit lsp`: a real LSP client (pytest-lsp, over stdio) on a copy of
SampleProject with its app's sources (SampleProject/App). Run by Tests/lsp/run.sh, which sets
L10NEDIT_BIN."""

import asyncio
import os
import pathlib
import re
import shutil
import time
import urllib.parse

import pytest
import pytest_asyncio
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

SAMPLE = pathlib.Path(__file__).resolve().parent.parent.parent / "SampleProject"
# Every wait for the server is bounded: a server that does not answer fails the test, it does
# not hang the run.
WAIT = float(os.environ.get("LSP_E2E_TIMEOUT", "8"))


def binary() -> str:
    path = os.environ.get("L10NEDIT_BIN")
    if not path:
        pytest.exit("L10NEDIT_BIN is not set (run Tests/lsp/run.sh PATH/TO/l10nedit)", 2)
    return path


class Project:
    """A copy of SampleProject (resources and app sources), its files by path, and positions in
    them as the protocol counts them (UTF-16 code units)."""

    def __init__(self, root: pathlib.Path):
        self.root = root

    def path(self, relative: str) -> pathlib.Path:
        return self.root / relative

    def uri(self, relative: str) -> str:
        return self.path(relative).as_uri()

    def text(self, relative: str) -> str:
        return self.path(relative).read_text(encoding="utf-8")

    def position(self, relative: str, line_text: str, needle: str, offset: int = 0,
                 text: str | None = None) -> types.Position:
        """The position of `needle` (plus `offset` characters) on the first line containing
        `line_text`, in UTF-16 code units."""
        for number, line in enumerate((text or self.text(relative)).split("\n")):
            if line_text in line:
                column = line.index(needle) + offset
                return types.Position(line=number, character=utf16_length(line[:column]))
        raise AssertionError(f"no line containing {line_text!r} in {relative}")

    def line_of(self, relative: str, line_text: str) -> int:
        return self.position(relative, line_text, line_text).line


def utf16_length(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def copy_sample(directory: pathlib.Path) -> Project:
    root = directory / "Tidemark"
    shutil.copytree(SAMPLE, root)
    return Project(root)


async def start_server(project: Project, capabilities: types.ClientCapabilities | None = None):
    """Starts `l10nedit lsp PROJECT` and initializes it with PROJECT as the workspace."""
    client = await ClientServerConfig(server_command=[binary(), "lsp", str(project.root)]).start()
    assert isinstance(client, LanguageClient)
    # The server registers its file watchers (the VS Code capabilities allow dynamic
    # registration): accepted, as an editor does.
    client.registrations = []

    @client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        client.registrations.extend(params.registrations)

    result = await asyncio.wait_for(
        client.initialize_session(
            types.InitializeParams(
                capabilities=capabilities or client_capabilities("visual-studio-code"),
                root_uri=project.root.as_uri(),
                workspace_folders=[
                    types.WorkspaceFolder(uri=project.root.as_uri(), name="Tidemark")
                ],
            )
        ),
        WAIT,
    )
    return client, result


async def stop_server(client: LanguageClient):
    try:
        await asyncio.wait_for(client.shutdown_session(), WAIT)
    finally:
        await client.stop()


@pytest.fixture(scope="session")
def project(tmp_path_factory) -> Project:
    return copy_sample(tmp_path_factory.mktemp("lsp"))


@pytest_asyncio.fixture(scope="session")
async def server(project):
    client, result = await start_server(project)
    client.initialize_result = result
    yield client
    await stop_server(client)


def open_document(client: LanguageClient, project: Project, relative: str, language: str,
                  text: str | None = None, version: int | None = None):
    """Opens a document (`didOpen`), or, when this client has it open already, replaces its text
    (`didChange`): each test can start from the text it needs whatever ran before it."""
    uri = project.uri(relative)
    text = project.text(relative) if text is None else text
    versions = client.__dict__.setdefault("versions", {})
    if uri in versions:
        change_document(client, uri, text, versions[uri] + 1)
        return
    versions[uri] = 1 if version is None else version
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id=language, version=versions[uri], text=text)
        )
    )


def close_document(client: LanguageClient, uri: str):
    client.__dict__.setdefault("versions", {}).pop(uri, None)
    client.text_document_did_close(types.DidCloseTextDocumentParams(
        text_document=types.TextDocumentIdentifier(uri=uri)))


def change_document(client: LanguageClient, uri: str, text: str, version: int | None = None):
    """Replaces an open document's whole text; the version counts up from the last one."""
    versions = client.__dict__.setdefault("versions", {})
    version = max(version or 0, versions.get(uri, 0) + 1)
    versions[uri] = version
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


async def wait_for_diagnostics(client: LanguageClient, uri: str, predicate, what: str):
    """Waits (bounded) until the diagnostics published for `uri` satisfy `predicate`; returns
    them. Woken by each publishDiagnostics, no fixed sleeps."""
    deadline = time.monotonic() + WAIT
    while True:
        diagnostics = client.diagnostics.get(uri)
        if diagnostics is not None and predicate(diagnostics):
            return diagnostics
        left = deadline - time.monotonic()
        if left <= 0:
            raise AssertionError(f"{what}: published for {uri}: {diagnostics}")
        try:
            await asyncio.wait_for(
                client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), left)
        except asyncio.TimeoutError:
            pass


async def hover_when_ready(client: LanguageClient, uri: str, position: types.Position):
    """Hovers until the project has loaded (a hover with contents), bounded by WAIT."""
    deadline = time.monotonic() + WAIT
    while True:
        hover = await asyncio.wait_for(
            client.text_document_hover_async(
                types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri),
                                  position=position)),
            WAIT)
        if hover is not None or time.monotonic() > deadline:
            return hover
        await asyncio.sleep(0.05)


def hover_text(hover: types.Hover | None) -> str:
    """The hover's text, Markdown's backslash escapes removed (`settings\\.title`)."""
    return re.sub(r"\\([!-/:-@\[-`{-~])", r"\1", raw_hover_text(hover))


def raw_hover_text(hover: types.Hover | None) -> str:
    if hover is None:
        return ""
    contents = hover.contents
    if isinstance(contents, types.MarkupContent):
        return contents.value
    if isinstance(contents, str):
        return contents
    if isinstance(contents, list):
        return "\n".join(c if isinstance(c, str) else c.value for c in contents)
    return contents.value


def apply_text_edits(text: str, edits) -> str:
    """Applies LSP text edits (UTF-16 positions) to `text`, last first."""
    lines = text.split("\n")
    starts = [0]
    for line in lines[:-1]:
        starts.append(starts[-1] + len(line) + 1)

    def offset(position: types.Position) -> int:
        if position.line >= len(lines):
            return len(text)
        line = lines[position.line]
        units = 0
        for index, character in enumerate(line):
            if units >= position.character:
                return starts[position.line] + index
            units += utf16_length(character)
        return starts[position.line] + len(line)

    spans = sorted(((offset(e.range.start), offset(e.range.end), e.new_text) for e in edits),
                   reverse=True)
    for start, end, new_text in spans:
        text = text[:start] + new_text + text[end:]
    return text


def workspace_edit_files(edit: types.WorkspaceEdit) -> dict:
    """The text edits of a WorkspaceEdit by URI (`changes` or `documentChanges`)."""
    files: dict[str, list] = {}
    for uri, edits in (edit.changes or {}).items():
        files.setdefault(uri, []).extend(edits)
    for change in edit.document_changes or []:
        assert isinstance(change, types.TextDocumentEdit), f"not a text edit: {change}"
        files.setdefault(change.text_document.uri, []).extend(change.edits)
    return files


def apply_workspace_edit(edit: types.WorkspaceEdit) -> list[pathlib.Path]:
    """Applies a WorkspaceEdit to the files on disk as an editor would; returns the files."""
    changed = []
    for uri, edits in workspace_edit_files(edit).items():
        path = pathlib.Path(urllib.parse.unquote(urllib.parse.urlparse(uri).path))
        raw = path.read_bytes()
        encoding = "utf-16" if raw.startswith((b"\xff\xfe", b"\xfe\xff")) else "utf-8"
        text = raw.decode(encoding)
        path.write_bytes(apply_text_edits(text, edits).encode(encoding))
        changed.append(path)
    return changed
