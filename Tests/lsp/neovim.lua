-- neovim, headless, as a user's editor of `l10nedit lsp` (Tests/lsp/neovim.sh runs it):
-- opens the app's Swift file, waits for the diagnostics, hovers, completes, goes to the
-- definition and renames a key, printing what it got, one "RESULT name: value" line each.
-- neovim 0.7 (Debian's): vim.lsp.start_client + vim.lsp.buf_attach_client; 0.8+ would use
-- vim.lsp.start (Documentation/Guides/Editors/Neovim.md).
local bin = os.getenv("L10NEDIT_BIN")
local root = os.getenv("PROJECT")
local timeout = 8000

local function say(name, value)
  io.stdout:write("RESULT " .. name .. ": " .. tostring(value):gsub("\n", " | ") .. "\n")
end

local ok, err = pcall(function()
  vim.cmd("edit " .. vim.fn.fnameescape(root .. "/App/NotesView.swift"))
  vim.bo.filetype = "swift"
  local buffer = vim.api.nvim_get_current_buf()
  local client = vim.lsp.start_client({
    name = "l10nedit",
    cmd = { bin, "lsp", root },
    root_dir = root,
  })
  say("client", client ~= nil)
  vim.lsp.buf_attach_client(buffer, client)

  -- Diagnostics: the three planted problems of NotesView.swift.
  vim.wait(timeout, function() return #vim.diagnostic.get(buffer) >= 3 end, 50)
  local codes = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
    table.insert(codes, (diagnostic.lnum + 1) .. ":" .. tostring(diagnostic.code))
  end
  table.sort(codes)
  say("diagnostics", table.concat(codes, " "))

  -- The position of `needle` on the first line holding it (0-based line, UTF-16 column).
  local function position(needle, offset)
    for number, line in ipairs(vim.api.nvim_buf_get_lines(buffer, 0, -1, false)) do
      local column = line:find(needle, 1, true)
      if column then
        local bytes = column - 1 + offset
        return { line = number - 1, character = vim.str_utfindex(line, bytes) }
      end
    end
  end
  local function request(method, params)
    params.textDocument = { uri = vim.uri_from_bufnr(buffer) }
    local answers = vim.lsp.buf_request_sync(buffer, method, params, timeout) or {}
    for _, answer in pairs(answers) do
      if answer.error then return nil, answer.error.message end
      return answer.result
    end
  end

  -- Hover on welcome.title (after é, 😀 and 日本 on its line).
  local hover = request("textDocument/hover", { position = position('"welcome.title"', 3) })
  local contents = hover and hover.contents or {}
  say("hover", contents.value or vim.inspect(contents))

  -- Completion inside a key being typed (an unsaved change).
  local row = position("return status", 0).line
  vim.api.nvim_buf_set_lines(buffer, row, row, false,
    { '    _ = NSLocalizedString("settings.sy", comment: "")' })
  local completion = request("textDocument/completion",
    { position = position('"settings.sy"', 12) })
  local labels = {}
  for _, item in ipairs(completion and (completion.items or completion) or {}) do
    table.insert(labels, item.label)
  end
  table.sort(labels)
  say("completion", table.concat(labels, " "))
  vim.api.nvim_buf_set_lines(buffer, row, row + 1, false, {})

  -- Go to definition: the entries' files.
  local definition = request("textDocument/definition", { position = position('"welcome.title"', 3) })
  local files = {}
  for _, location in ipairs(definition or {}) do
    local uri = location.uri or location.targetUri
    local range = location.range or location.targetSelectionRange
    table.insert(files, uri:gsub("^.*/Resources/", "") .. ":" .. (range.start.line + 1))
  end
  table.sort(files)
  say("definition", table.concat(files, " "))

  -- Rename a key, applied as the editor applies it, then the buffers written.
  local edit, refusal = request("textDocument/rename",
    { position = position('"note.shared_by"', 3), newName = "note.shared_with_you" })
  if edit then
    vim.lsp.util.apply_workspace_edit(edit, "utf-16")
    vim.cmd("silent! wall")
  end
  say("rename", edit and "applied" or ("refused: " .. tostring(refusal)))
  vim.lsp.stop_client(client)
end)
if not ok then say("error", err) end
vim.cmd("qa!")
