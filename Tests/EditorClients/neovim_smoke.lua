-- Neovim's built-in LSP client against `specrun lsp`, headless: opens a feature with an undefined
-- step, waits for its diagnostic, and asks where a defined step is defined.
--   SPECRUN=… WORKSPACE=… nvim --headless --clean -c 'luafile Tests/EditorClients/neovim_smoke.lua'
-- WORKSPACE holds features/smoke.feature (line 5: an undefined step; line 6: a defined one).
-- Prints one line per check and "N passed, M failed"; exits 1 on any failure.
local specrun, workspace = os.getenv("SPECRUN"), os.getenv("WORKSPACE")
local passed, failed = 0, 0
local function check(name, ok, detail)
  if ok then passed = passed + 1 else failed = failed + 1 end
  io.stdout:write((ok and "ok   " or "FAIL ") .. name .. (ok and "" or (": " .. vim.inspect(detail))) .. "\n")
end

vim.cmd("edit " .. vim.fn.fnameescape(workspace .. "/features/smoke.feature"))
-- vim.lsp.start (Neovim 0.8+) does these two steps; Debian 12's Neovim 0.7 has these.
local client = vim.lsp.start_client({ name = "specrun", cmd = { specrun, "lsp" }, root_dir = workspace })
check("the client starts the server", client ~= nil, client)
vim.lsp.buf_attach_client(0, client)

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

vim.lsp.stop_client(client)
vim.wait(5000, function() return vim.lsp.get_client_by_id(client) == nil end, 50)
io.stdout:write(passed .. " passed, " .. failed .. " failed\n")
os.exit(failed == 0 and 0 or 1)
