#!/usr/bin/env node
// How far a real product run here agrees with the suite's published column of the same product: from
// a run of features/cache-tests/ (`--format json:FILE`), each proxy algorithm's verdicts (the suite's
// rules and its dependency rule, as comparison.mjs gives them) beside reference-results.json's, the
// count of tests with the same verdict, and a Markdown table of every test where they differ.
//
//   node scripts/published-agreement.mjs results.json                  # every proxy the run has
//   node scripts/published-agreement.mjs results.json httpd-2.4=httpd  # one algorithm, one column
import fs from 'node:fs'
import path from 'node:path'
import { root, runVerdict, testsById, withDependencies } from './suite-verdicts.mjs'

// The proxies of specrun.yml and the published column of the same product.
const columns = { 'nginx-1.22': 'nginx', 'httpd-2.4': 'httpd', 'squid-5.7': 'Squid', 'haproxy-2.6': 'HAProxy', 'trafficserver-9.2': 'ATS', 'varnish-7.1': 'Varnish' }

const [resultsFile, ...pairs] = process.argv.slice(2)
if (!resultsFile) {
  console.error('usage: node scripts/published-agreement.mjs RESULTS.json [ALGORITHM=COLUMN …]')
  process.exit(2)
}
const run = JSON.parse(fs.readFileSync(resultsFile, 'utf8'))
const reference = JSON.parse(fs.readFileSync(path.join(root, 'reference-results.json'), 'utf8'))
const tests = await testsById()
const ran = new Set(run.runs.map(r => r.algorithm))
const wanted = pairs.length ? Object.fromEntries(pairs.map(p => p.split('='))) : columns

let compared = 0
for (const [algorithm, column] of Object.entries(wanted)) {
  if (!ran.has(algorithm)) continue
  if (!reference.implementations.some(i => i.name === column)) {
    console.error(`no published column ${column} in reference-results.json`)
    process.exit(2)
  }
  compared++
  const own = {}
  for (const r of run.runs) {
    const id = (r.tags.find(t => t.startsWith('@id:')) || '').slice(4)
    if (r.algorithm === algorithm && tests.has(id)) own[id] = runVerdict(tests.get(id), r)
  }
  const ours = withDependencies(tests, own)
  const ids = Object.keys(own).filter(id => reference.results[id])
  const differ = ids.filter(id => (reference.results[id][column] ?? 'untested') !== ours[id])
  console.log(`${algorithm} against the published ${column}: ${ids.length - differ.length} of ${ids.length} tests have the same verdict, ${differ.length} differ`)
  if (differ.length) {
    console.log(`\n| test | kind | ${algorithm} here | published ${column} |\n| --- | --- | --- | --- |`)
    for (const id of differ) {
      console.log(`| \`${id}\` | ${tests.get(id).kind || 'required'} | ${ours[id]} | ${reference.results[id][column] ?? 'untested'} |`)
    }
  }
  console.log('')
}
if (!compared) {
  console.error(`the run has none of ${Object.keys(wanted).join(', ')}`)
  process.exit(2)
}
