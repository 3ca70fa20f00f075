#!/usr/bin/env node
// Writes reference-results.json: for every test of the HTTP Caching Tests, the published verdict of
// each implementation in cache-tests/results/ (browsers, proxies, a CDN), with the suite's rules
// (scripts/suite-verdicts.mjs), in specrun's references schema (specrun/references@1, specrun's
// docs/results.md), which specrun.yml names so that the HTML and Markdown reports show these
// implementations beside the algorithms. Run again, it writes the same bytes; --check exits 1 if
// the file differs.
import fs from 'node:fs'
import path from 'node:path'
import { cacheTestsCommit } from './cache-tests-commit.mjs'
import { root, suiteVerdict, symbols, testsById, withDependencies } from './suite-verdicts.mjs'

// Each verdict of the suite: its symbol on cache-tests.fyi, its words, and what it counts as beside
// specrun's runs (a check's "yes" is a scenario that passes; set-up failures and untested are neither).
const verdicts = {
  pass: ['pass', 'passed'],
  fail: ['fail', 'failed'],
  optimal_fail: ['not optimal', 'failed'],
  yes: ['yes', 'passed'],
  no: ['no', 'failed'],
  setup_fail: ['set-up failed', null],
  harness_fail: ['the test harness failed', null],
  retry: ['retried', null],
  dependency_fail: ['a test it depends on did not pass', null],
  untested: ['not tested', null]
}

const tests = await testsById()
const index = (await import(path.join(root, 'cache-tests', 'results', 'index.mjs'))).default
const implementations = index.map(({ file, name, type, version }) => ({ name, type, version, file }))
const results = {}
for (const id of tests.keys()) results[id] = {}
for (const implementation of implementations) {
  const published = JSON.parse(fs.readFileSync(path.join(root, 'cache-tests', 'results', implementation.file), 'utf8'))
  const verdicts = {}
  for (const [id, test] of tests) verdicts[id] = suiteVerdict(test, published[id])
  const final = withDependencies(tests, verdicts)
  for (const id of tests.keys()) results[id][implementation.name] = final[id]
}
const text = JSON.stringify({
  schema: 'specrun/references@1',
  title: "The HTTP Caching Tests' published results",
  source: `http-tests/cache-tests@${cacheTestsCommit.slice(0, 7)}, cache-tests/results/ (BSD-3-Clause, cache-tests/LICENSE)`,
  implementations: implementations.map(({ name, type, version }) => ({ name, summary: `${type} ${version}` })),
  verdicts: Object.fromEntries(Object.entries(verdicts).map(([word, [reads, status]]) => [word, { symbol: symbols[word], reads, status }])),
  results
}, null, 1) + '\n'
const file = path.join(root, 'reference-results.json')
if (process.argv.includes('--check')) {
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) {
    console.error('reference-results.json differs from what scripts/reference-results.mjs writes; run it')
    process.exit(1)
  }
} else {
  fs.writeFileSync(file, text)
  console.log(`wrote reference-results.json: ${tests.size} tests × ${implementations.length} implementations`)
}
