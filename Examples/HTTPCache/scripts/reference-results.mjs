#!/usr/bin/env node
// Writes reference-results.json: for every test of the HTTP Caching Tests, the published verdict of
// each implementation in cache-tests/results/ (browsers, proxies, a CDN), with the suite's rules
// (scripts/suite-verdicts.mjs). Run again, it writes the same bytes; --check exits 1 if the file differs.
import fs from 'node:fs'
import path from 'node:path'
import { cacheTestsCommit } from './cache-tests-commit.mjs'
import { root, suiteVerdict, testsById, withDependencies } from './suite-verdicts.mjs'

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
  schema: 'http-cache/reference-results@1',
  source: { repository: 'http-tests/cache-tests', commit: cacheTestsCommit, licence: 'BSD-3-Clause (cache-tests/LICENSE)' },
  verdicts: 'pass, fail, optimal_fail, yes, no, setup_fail, harness_fail, retry, dependency_fail, untested',
  implementations,
  tests: Object.fromEntries([...tests].map(([id, test]) => [id, { suite: test.suite, kind: test.kind || 'required', results: results[id] }]))
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
