#!/usr/bin/env node
// Measures the whole HTTP Caching Tests (features/cache-tests/) on every algorithm, the Python
// libraries and nginx included, on specrun's virtual clock, against the real seconds the suite's
// own runner waits: 3 s per pause_after (test-engine/client/utils.mjs), tests run 25 at a time
// (test-engine/client/runner.mjs), for each implementation (each algorithm --list-algorithms names).
//
//   node scripts/bench-cache-tests.mjs [BINARY]    # default .build/debug/http-cache-specs
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { root, testsById } from './suite-verdicts.mjs'

const binary = process.argv[2] || path.join(root, '.build', 'debug', 'http-cache-specs')
const tests = [...(await testsById()).values()]
const pauses = test => test.requests.filter(r => r.pause_after).length * 3
const sequential = tests.reduce((sum, test) => sum + pauses(test), 0)
let chunked = 0
for (let i = 0; i < tests.length; i += 25) chunked += Math.max(...tests.slice(i, i + 25).map(pauses))

const listed = spawnSync(binary, ['--list-algorithms'], { cwd: root, encoding: 'utf8' }).stdout || ''
const implementations = listed.split('\n').filter(l => /^ {2}\S/.test(l) && !/^ {2}algorithm /.test(l)).length

const runs = []
for (let attempt = 0; attempt < 3; attempt++) {
  const start = process.hrtime.bigint()
  const result = spawnSync(binary, ['features/cache-tests', '--no-baseline', '--format', 'progress'], { cwd: root, encoding: 'utf8' })
  const seconds = Number(process.hrtime.bigint() - start) / 1e9
  const line = (result.stdout || '').split('\n').find(l => / runs in /.test(l)) || ''
  runs.push({ seconds, line: line.trim() })
}
const best = runs.reduce((a, b) => (a.seconds <= b.seconds ? a : b))
console.log(`HTTP Caching Tests on specrun: ${tests.length} tests; best of 3: ${best.seconds.toFixed(1)} s wall (${best.line})`)
console.log(`The suite's own runner waits ${sequential} s of pauses per implementation one test at a time ` +
  `(${(sequential / 60).toFixed(1)} min), ${chunked} s 25 at a time as it runs them (${(chunked / 60).toFixed(1)} min); ` +
  `for ${implementations} implementations, ${(implementations * chunked / 60).toFixed(1)} min at the least.`)
