#!/usr/bin/env node
// Converts the HTTP Caching Tests (cache-tests/tests, plain data) into Gherkin for the http-cache
// system: one feature per suite in features/cache-tests/, one scenario per test, tagged with its kind
// (@required, @optimal, @check), its id (@id:…), its dependencies (@depends-on:…) and where the
// suite runs it (@browser-only, @cdn-only, @browser-skip); the suite's tag is on the feature.
// The tests it cannot convert yet are listed in features/cache-tests/NOT-CONVERTED.md with why.
//
//   node scripts/convert-cache-tests.mjs            # writes features/cache-tests/
//   node scripts/convert-cache-tests.mjs --check    # exits 1 if the files differ from what it writes
//
// What each field means is the suite's test engine (test-engine/client/test.mjs); the steps are
// those of Sources/HTTPCacheSpecs/Suite/. A check the suite counts as set-up (a request with
// `setup`, or a check named in `setup_tests`) is written in the past tense ("the response came
// from the cache"); a check the test is about says "should".
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { cacheTestsCommit } from './cache-tests-commit.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'features', 'cache-tests')
const suites = (await import(path.join(root, 'cache-tests', 'tests', 'index.mjs'))).default

const dateHeaders = new Set(['date', 'expires', 'last-modified', 'if-modified-since', 'if-unmodified-since'])
const ordinal = n => `${n}`

/** Why a test is not converted, or null. */
function notConvertedReason (test) {
  if (test.requests.some(r => 'interim_responses' in r || 'expected_interim_responses' in r)) {
    return 'interim (1xx) responses: the simulated origin answers each request with one final response'
  }
  return null
}

/** A quoted Gherkin string for a step's {string} parameter. */
function quoted (text) {
  text = String(text)
  if (text.includes('"') && !text.includes("'")) return `'${text.replace(/\\/g, '\\\\')}'`
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

/** A table cell, escaped as Gherkin wants it. */
function cell (text) {
  return String(text).replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\n/g, '\\n')
}

function table (rows, indent) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map(row => cell(row[column]).length)))
  return rows.map(row => indent + '| ' + row.map((value, column) => cell(value).padEnd(widths[column])).join(' | ') + ' |').join('\n')
}

/** A relative date of the suite (seconds from the origin's now) in the steps' words. */
function relativeDate (seconds, rfc850) {
  const when = seconds === 0 ? 'now' : seconds > 0 ? `now + ${seconds} s` : `now - ${-seconds} s`
  return rfc850 ? `${when} (RFC 850)` : when
}

function headerValue (name, value, request) {
  if (dateHeaders.has(name.toLowerCase()) && Number.isInteger(value)) {
    return relativeDate(value, (request.rfc850date || []).includes(name.toLowerCase()))
  }
  if (request.magic_locations && ['location', 'content-location'].includes(name.toLowerCase())) {
    return value ? `the test URL/${value}` : 'the test URL'
  }
  return String(value)
}

/** The path of a request's resource: the test's, with the suite's filename and query. */
function resource (request) {
  let suffix = ''
  if ('filename' in request) suffix += `/${request.filename}`
  if ('query_arg' in request) suffix += `?${request.query_arg}`
  return suffix
}

const isSetup = (request, check) => request.setup === true || (request.setup_tests || []).includes(check)

/** Steps in order, each [keyword kind, text, table?]. */
function scenarioSteps (test) {
  const steps = []
  const add = (kind, text, rows) => steps.push([kind, text, rows])
  test.requests.forEach((request, index) => {
    const n = index + 1
    // The origin's answer to this request.
    if ('response_status' in request) add('given', `the origin answers request ${n} with ${quoted(request.response_status.join(' '))}`)
    const headers = request.response_headers || []
    if (headers.length) {
      const unchecked = headers.some(h => h.length > 2 && h[2] === false)
      const rows = [unchecked ? ['field', 'value', 'checked'] : ['field', 'value']]
      for (const h of headers) {
        const row = [h[0], headerValue(h[0], h[1], request)]
        if (unchecked) row.push(h.length > 2 && h[2] === false ? 'no' : 'yes')
        rows.push(row)
      }
      add('given', `the origin answers request ${n} with these headers:`, rows)
    }
    if ('response_body' in request && request.response_body !== null) {
      add('given', request.response_body === '' ? `the origin answers request ${n} with an empty body`
        : `the origin answers request ${n} with the body ${quoted(request.response_body)}`)
    }
    if ((request.expected_type || '').endsWith('validated')) add('given', `the origin expects request ${n} to be conditional`)
    if (request.disconnect) add('given', `the origin closes the connection on request ${n}`)
    if ('response_pause' in request) add('given', `the origin takes ${request.response_pause} seconds to answer request ${n}`)

    // The request.
    let text = `the client sends request ${n}`
    const suffix = resource(request)
    if (suffix) text += ` for ${quoted(suffix)}`
    const parts = []
    if ('request_method' in request) parts.push(`method ${request.request_method}`)
    if ('request_body' in request) parts.push(`the body ${quoted(request.request_body)}`)
    const requestHeaders = (request.request_headers || []).map(h => [h[0],
      request.magic_ims && h[0].toLowerCase() === 'if-modified-since' && Number.isInteger(h[1])
        ? (h[1] === 0 ? `the time of response ${n - 1}` : `${Math.abs(h[1])} s ${h[1] < 0 ? 'before' : 'after'} response ${n - 1}`) +
          ((request.rfc850date || []).includes('if-modified-since') ? ' (RFC 850)' : '')
        : String(h[1])])
    // A browser's fetch() with cache "no-cache" asks every cache on the way to revalidate.
    if (request.cache === 'no-cache') requestHeaders.push(['Cache-Control', 'max-age=0'])
    if (requestHeaders.length) parts.push('these headers:')
    if (parts.length) text += ' with ' + (parts.length === 1 ? parts[0] : parts.slice(0, -1).join(', ') + ' and ' + parts[parts.length - 1])
    add('when', text, requestHeaders.length ? [['field', 'value'], ...requestHeaders] : undefined)

    // The checks of the response, in the order of the suite's checkResponse.
    const says = (check, should, was) => add('then', isSetup(request, check) ? was : should)
    if (request.expected_type === 'cached') says('expected_type', 'the response should come from the cache', 'the response came from the cache')
    if (request.expected_type === 'not_cached') says('expected_type', 'the response should not come from the cache', 'the response did not come from the cache')
    if ('expected_status' in request) {
      if (request.expected_status !== null) says('expected_status', `the response should have status ${request.expected_status}`, `the response had status ${request.expected_status}`)
    } else if ('response_status' in request) {
      add('then', `the response had status ${request.response_status[0]}`)
    } else if ((request.expected_type || '').endsWith('validated')) {
      says('expected_type', 'the response should have status 200', 'the response had status 200')
    } else {
      add('then', 'the response had status 200')
    }
    for (const h of request.expected_response_headers || []) {
      if (typeof h === 'string') says('expected_response_headers', `the response should have the header ${quoted(h)}`, `the response had the header ${quoted(h)}`)
      else if (h.length > 2 && h[1] === '=') says('expected_response_headers', `the response's ${quoted(h[0])} should equal its ${quoted(h[2])}`, `the response's ${quoted(h[0])} equalled its ${quoted(h[2])}`)
      else if (h.length > 2 && h[1] === '>') says('expected_response_headers', `the response's ${quoted(h[0])} should be more than ${h[2]}`, `the response's ${quoted(h[0])} was more than ${h[2]}`)
      else {
        const value = quoted(headerValue(h[0], h[1], request))
        says('expected_response_headers', `the response's ${quoted(h[0])} should be ${value}`, `the response's ${quoted(h[0])} was ${value}`)
      }
    }
    for (const h of request.expected_response_headers_missing || []) {
      if (typeof h === 'string') says('expected_response_headers_missing', `the response should not have the header ${quoted(h)}`, `the response had no header ${quoted(h)}`)
      else says('expected_response_headers_missing', `the response's ${quoted(h[0])} should not contain ${quoted(h[1])}`, `the response's ${quoted(h[0])} did not contain ${quoted(h[1])}`)
    }
    if (request.check_body === false) {
      // the suite does not look at this body
    } else if ('expected_response_text' in request) {
      if (request.expected_response_text !== null) says('expected_response_text', `the response body should be ${quoted(request.expected_response_text)}`, `the response body was ${quoted(request.expected_response_text)}`)
    } else if ('response_body' in request && request.response_body !== null) {
      add('then', `the response body was ${quoted(request.response_body)}`)
    } else if (request.request_method !== 'HEAD') {
      add('then', "the response had the origin's default body")
    }
    if (request.pause_after) add('when', '3 seconds pass')
  })

  // What the origin saw, in the order of the suite's checkServerRequests (after every request).
  test.requests.forEach((request, index) => {
    const n = index + 1
    if (request.expected_type === 'cached') return
    const says = (check, should, was) => add('then', isSetup(request, check) ? was : should)
    if (request.expected_type === 'etag_validated') says('expected_type', `the cache should have revalidated request ${n} with If-None-Match`, `the cache revalidated request ${n} with If-None-Match`)
    if (request.expected_type === 'lm_validated') says('expected_type', `the cache should have revalidated request ${n} with If-Modified-Since`, `the cache revalidated request ${n} with If-Modified-Since`)
    for (const h of request.expected_request_headers || []) {
      if (typeof h === 'string') says('expected_request_headers', `the origin should have received request ${n} with the header ${quoted(h)}`, `the origin received request ${n} with the header ${quoted(h)}`)
      else says('expected_request_headers', `the origin should have received request ${n} with the header ${quoted(h[0])} set to ${quoted(h[1])}`, `the origin received request ${n} with the header ${quoted(h[0])} set to ${quoted(h[1])}`)
    }
    for (const h of request.expected_request_headers_missing || []) {
      if (typeof h === 'string') says('expected_request_headers', `the origin should have received request ${n} without the header ${quoted(h)}`, `the origin received request ${n} without the header ${quoted(h)}`)
      else says('expected_request_headers', `the origin should have received request ${n} without the header ${quoted(h[0])} set to ${quoted(h[1])}`, `the origin received request ${n} without the header ${quoted(h[0])} set to ${quoted(h[1])}`)
    }
    const checked = (request.response_headers || []).filter(h => (h.length < 3 || h[2] === true) && h[0].toLowerCase() !== 'date')
    if (checked.length) add('then', `the origin's headers reached the client unchanged in response ${n}`)
    if ('expected_method' in request) says('expected_method', `the origin should have received request ${n} as a ${request.expected_method}`, `the origin received request ${n} as a ${request.expected_method}`)
  })
  return steps
}

function scenario (test) {
  const tags = [`@${test.kind || 'required'}`, `@id:${test.id}`, ...(test.depends_on || []).map(id => `@depends-on:${id}`)]
  if (test.browser_only) tags.push('@browser-only')
  if (test.cdn_only) tags.push('@cdn-only')
  if (test.browser_skip) tags.push('@browser-skip')
  const lines = ['  ' + tags.join(' '), `  Scenario: ${test.name.trim()}`]
  if (test.description) lines.push(...test.description.trim().split('\n').map(line => '    ' + line.trim()), '')
  let last = null
  for (const [kind, text, rows] of scenarioSteps(test)) {
    const keyword = kind === last ? 'And' : kind[0].toUpperCase() + kind.slice(1)
    last = kind
    lines.push(`    ${keyword} ${text}`)
    if (rows) lines.push(table(rows, '      '))
  }
  return lines.join('\n')
}

function feature (suite) {
  const converted = suite.tests.filter(test => !notConvertedReason(test))
  const lines = [
    `# Generated by scripts/convert-cache-tests.mjs from the HTTP Caching Tests (cache-tests/tests/${suite.id}), at`,
    `# http-tests/cache-tests@${cacheTestsCommit}, BSD 3-Clause (cache-tests/LICENSE). Do not edit: run the script.`,
    `@http-cache @cache-tests @suite:${suite.id}`,
    `Feature: ${suite.name}`
  ]
  if (suite.description) lines.push('', ...suite.description.trim().split('\n').map(line => '  ' + line.trim()))
  for (const test of converted) lines.push('', scenario(test))
  return lines.join('\n') + '\n'
}

function notConvertedList () {
  const lines = [
    '# The HTTP Caching Tests not converted',
    '',
    `Generated by \`scripts/convert-cache-tests.mjs\` from http-tests/cache-tests@${cacheTestsCommit}.`,
    'Every other test of the suite is a scenario of `features/cache-tests/`.',
    '',
    '| suite | test | why not yet |',
    '| --- | --- | --- |'
  ]
  for (const suite of suites) {
    for (const test of suite.tests) {
      const reason = notConvertedReason(test)
      if (reason) lines.push(`| ${suite.id} | \`${test.id}\` | ${reason} |`)
    }
  }
  return lines.join('\n') + '\n'
}

const files = new Map()
for (const suite of suites) {
  if (suite.tests.some(test => !notConvertedReason(test))) files.set(`${suite.id}.feature`, feature(suite))
}
files.set('NOT-CONVERTED.md', notConvertedList())

if (process.argv.includes('--check')) {
  const stale = [...files].filter(([name, text]) => {
    const file = path.join(outDir, name)
    return !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text
  }).map(([name]) => name)
  const extra = fs.existsSync(outDir) ? fs.readdirSync(outDir).filter(name => !files.has(name)) : []
  if (stale.length || extra.length) {
    console.error(`features/cache-tests/ differs from what the converter writes: ${[...stale, ...extra].join(', ')}; ` +
      'run node scripts/convert-cache-tests.mjs')
    process.exit(1)
  }
} else {
  fs.mkdirSync(outDir, { recursive: true })
  for (const name of fs.readdirSync(outDir)) if (!files.has(name)) fs.unlinkSync(path.join(outDir, name))
  for (const [name, text] of files) fs.writeFileSync(path.join(outDir, name), text)
  console.log(`wrote ${files.size - 1} features to features/cache-tests/`)
}
