// The HTTP Caching Tests' verdicts (cache-tests.fyi's symbols, test-engine/lib/results.mjs's rules),
// for the suite's published results and for specrun's runs of features/cache-tests/ alike:
// pass, fail (a required test), optimal_fail (⚠️), yes and no (a check), setup_fail (🔹),
// harness_fail (⁉️), retry (↻), dependency_fail (⚪️, a test it depends on did not pass), untested (-).
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const symbols = {
  pass: '✅', fail: '⛔️', optimal_fail: '⚠️', yes: 'Y', no: 'N', setup_fail: '🔹', harness_fail: '⁉️', retry: '↻',
  dependency_fail: '⚪️', untested: '-'
}

/** Every test of the vendored suite by id, with its suite's id. */
export async function testsById () {
  const suites = (await import(path.join(root, 'cache-tests', 'tests', 'index.mjs'))).default
  const tests = new Map()
  for (const suite of suites) for (const test of suite.tests) tests.set(test.id, { ...test, suite: suite.id })
  return tests
}

const passed = test => (test.kind === 'check' ? 'yes' : 'pass')
const failed = test => ({ required: 'fail', optimal: 'optimal_fail', check: 'no' })[test.kind || 'required']

/** A verdict from one result of the suite's results/*.json (true, or [name, message]). */
export function suiteVerdict (test, result) {
  if (result === undefined) return 'untested'
  if (result === true) return passed(test)
  if (result[0] === 'Setup') return result[1] === 'retry' ? 'retry' : 'setup_fail'
  if (result[0] === 'AbortError') return 'harness_fail'
  return failed(test)
}

/** A verdict from one run of specrun's results (specrun/results@1): a failed set-up check is a set-up failure. */
export function runVerdict (test, run) {
  if (run === undefined) return 'untested'
  if (run.status === 'passed') return passed(test)
  if (run.status !== 'failed') return 'harness_fail'
  const step = run.steps.find(s => s.status === 'failed')
  return step && (step.message || '').startsWith("the test's set-up failed") ? 'setup_fail' : failed(test)
}

/** The verdicts with the suite's dependencies applied: a test whose dependency did not pass is dependency_fail. */
export function withDependencies (tests, verdicts) {
  const final = {}
  const resolve = id => {
    if (id in final) return final[id]
    const own = verdicts[id] ?? 'untested'
    final[id] = own
    if (own !== 'untested') {
      for (const dependency of tests.get(id)?.depends_on || []) {
        if (!['pass', 'yes'].includes(resolve(dependency))) { final[id] = 'dependency_fail'; break }
      }
    }
    return final[id]
  }
  for (const id of Object.keys(verdicts)) resolve(id)
  return final
}
