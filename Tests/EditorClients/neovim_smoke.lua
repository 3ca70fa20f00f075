-- Neovim's built-in LSP client against `specrun lsp`, headless: opens a feature with an undefined
-- step, waits for its diagnostic, and asks where a defined step is defined; then types a scenario
-- into a new file a letter at a time, checking the diagnostics, completions and symbols on the way.
--   SETUP=setup.lua WORKSPACE=… PATH=<specrun's folder>:$PATH nvim --headless --clean -c 'luafile Tests/EditorClients/neovim_smoke.lua'
-- WORKSPACE holds features/smoke.feature (line 5: an undefined step; line 6: a defined one).
-- Prints one line per check and "N passed, M failed"; exits 1 on any failure.
local workspace = os.getenv("WORKSPACE")
vim.opt.swapfile = false -- a typed buffer is left unsaved at the end
local passed, failed = 0, 0
local function check(name, ok, detail)
  if ok then passed = passed + 1 else failed = failed + 1 end
  io.stdout:write((ok and "ok   " or "FAIL ") .. name .. (ok and "" or (": " .. vim.inspect(detail))) .. "\n")
end

-- SETUP is the set-up docs/editors.md gives for this Neovim: it starts and attaches the client.
dofile(os.getenv("SETUP"))
vim.cmd("edit " .. vim.fn.fnameescape(workspace .. "/features/smoke.feature"))
vim.wait(10000, function() return #vim.lsp.buf_get_clients(0) > 0 end, 50)
local client = (vim.lsp.buf_get_clients(0)[1] or vim.lsp.get_active_clients()[1] or {}).id
check("the docs' set-up starts the server for a feature", client ~= nil, vim.lsp.get_active_clients())
local keys = {}
for _, key in ipairs({ "K", "gd" }) do keys[key] = vim.fn.maparg(key, "n", false, true).callback ~= nil end
check("the docs' set-up maps hover and definition", keys.K and keys.gd, keys)

local arrived = vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 50)
local diagnostics = vim.diagnostic.get(0)
check("a diagnostic arrives for the undefined step", arrived and diagnostics[1].lnum == 4
  and diagnostics[1].message:find("Undefined step", 1, true) ~= nil, diagnostics)

local params = { textDocument = vim.lsp.util.make_text_document_params(), position = { line = 5, character = 10 } }
local responses = vim.lsp.buf_request_sync(0, "textDocument/definition", params, 10000) or {}
local location
for _, response in pairs(responses) do
  if response.result and response.result[1] then location = response.result[1] end
end
check("a definition arrives: the Swift line of the step", location ~= nil
  and location.uri:match("/Sources/SpecrunKit/Steps/CommonSteps%.swift$") ~= nil, responses)

-- A scenario typed a letter at a time into a new file (each letter a change Neovim sends).
vim.cmd("edit " .. vim.fn.fnameescape(workspace .. "/features/typed.feature"))
local typed = vim.api.nvim_get_current_buf()
local function type(text)
  for letter in text:gmatch(".") do
    local row = vim.api.nvim_buf_line_count(typed) - 1
    local column = #vim.api.nvim_buf_get_lines(typed, row, row + 1, false)[1]
    vim.api.nvim_buf_set_text(typed, row, column, row, column, letter == "\n" and { "", "" } or { letter })
    vim.wait(1)
  end
end
local function request(method, position)
  local params = { textDocument = vim.lsp.util.make_text_document_params(typed), position = position }
  local result
  for _, response in pairs(vim.lsp.buf_request_sync(typed, method, params, 10000) or {}) do result = response.result end
  return result
end
local function settles(condition) return vim.wait(20000, function() return condition(vim.diagnostic.get(typed)) end, 20) end

type("@article-view\nFeature: Typed\n\n  Scenario: Read offline\n    Given $article is cach")
check("typing: the half-typed step is undefined, on its line alone", settles(function(found)
  return #found == 1 and found[1].lnum == 4 and found[1].message:find("Undefined step", 1, true) ~= nil
end), vim.diagnostic.get(typed))
type("ed\n    And ")
local items = request("textDocument/completion", { line = 5, character = 8 }) or {}
local labels = {}
for _, item in ipairs(items.items or items) do labels[item.label] = true end
check("typing: after a step keyword, the step to be typed is offered", labels["my connection is offline"], vim.tbl_keys(labels))
type("my connection is offline\n")
check("typing: each typed line is clean", settles(function(found) return #found == 0 end), vim.diagnostic.get(typed))
local names = {}
for _, symbol in ipairs(request("textDocument/documentSymbol", nil) or {}) do
  for _, child in ipairs(symbol.children or {}) do table.insert(names, child.name) end
end
check("typing: the scenario is a symbol", names[1] == "Read offline", names)

vim.lsp.stop_client(client)
vim.wait(5000, function() return vim.lsp.get_client_by_id(client) == nil end, 50)
io.stdout:write(passed .. " passed, " .. failed .. " failed\n")
os.exit(failed == 0 and 0 or 1)
