'use strict';
// specrun's adapter protocol for Node, standard library only (see docs/adapter.md).
//
// An algorithm is a subclass of `Client` with a handler per event it wants, named after it:
// `onLaunch()`, `onOpen({screen, transaction})`, ... It answers through the commands:
// `command(name, fields)` for a system's own commands, `sendRequest(...)` (with a callback for the
// answer), `cancel(...)`, `schedule(...)` (a timer on specrun's virtual clock, with a callback) and
// `render(...)`. `new MyClient().run()` speaks the protocol on stdin/stdout until stdin closes:
//
//     class Hello extends Client {
//       onLaunch() { this.command('start'); }
//     }
//     new Hello().run();
//
// Each line in is one event; the handlers' commands go out, then {"command":"end"} ends the turn.
// No time passes during a turn: answers and timers arrive as later events.

const fs = require('fs');

const PROTOCOL = 1;

class Client {
  constructor() {
    this.vocabulary = {};
    this.name = undefined;
    this._out = [];
    this._answers = new Map();
    this._timers = new Map();
    this._nextRequest = 1;
    this._nextTimer = 1;
  }

  // Commands

  /** Sends the command `name` with `fields` (in this turn). */
  command(name, fields = {}) {
    this._out.push(JSON.stringify({ command: name, ...fields }));
  }

  /** Sends a request to `endpoint`; `then(answer)` runs when its answer arrives. Returns its id. */
  sendRequest(endpoint, fields = {}, then = undefined) {
    const request = this._nextRequest++;
    this._answers.set(request, then);
    this.command('send', { request, endpoint, ...fields });
    return request;
  }

  /** Cancels a request in flight: its answer never comes. */
  cancel(request) {
    this._answers.delete(request);
    this.command('cancel', { request });
  }

  /** The ids of the requests in flight, oldest first. */
  get pendingRequests() {
    return [...this._answers.keys()];
  }

  /** Runs `then()` after `afterMs` milliseconds of virtual time. Returns the timer's id. */
  schedule(afterMs, then, label = undefined) {
    const timer = this._nextTimer++;
    this._timers.set(timer, then);
    this.command('schedule', label ? { timer, after: Math.round(afterMs), label } : { timer, after: Math.round(afterMs) });
    return timer;
  }

  unschedule(timer) {
    this._timers.delete(timer);
    this.command('unschedule', { timer });
  }

  /** Shows `screen` with `content` (the fields the system's `render` takes). */
  render(screen, content = {}) {
    this.command('render', { screen, ...content });
  }

  // Events: override onStart({scene, seed, run, device}), onScene({scene}), on<Event>(fields).

  onHello(vocabulary) {}

  _handlerName(event) {
    return 'on' + event[0].toUpperCase() + event.slice(1);
  }

  _listenedEvents() {
    const known = (this.vocabulary.events || []).map((event) => event.name);
    return known.filter((name) => ['start', 'scene', 'answer', 'timer'].includes(name)
      || (name !== 'hello' && typeof this[this._handlerName(name)] === 'function'));
  }

  _handle(message) {
    const { event, ...fields } = message;
    switch (event) {
      case 'hello': {
        this.vocabulary = fields.vocabulary;
        this.onHello(this.vocabulary);
        this._out = [];
        const reply = { protocol: PROTOCOL, events: this._listenedEvents() };
        if (this.name) reply.name = this.name;
        this.command('hello', reply);
        break;
      }
      case 'start':
        this._answers.clear();
        this._timers.clear();
        this._nextRequest = 1;
        this._nextTimer = 1;
        if (this.onStart) this.onStart(fields);
        break;
      case 'answer': {
        const then = this._answers.get(fields.request);
        this._answers.delete(fields.request);
        if (then) then(fields);
        break;
      }
      case 'timer': {
        const then = this._timers.get(fields.timer);
        this._timers.delete(fields.timer);
        if (then) then();
        break;
      }
      default: {
        const handler = this[this._handlerName(event)];
        if (typeof handler === 'function') handler.call(this, fields);
      }
    }
  }

  /** Speaks the protocol on stdin and stdout until stdin closes. */
  run() {
    const chunk = Buffer.alloc(65536);
    let pending = '';
    for (;;) {
      let count;
      try {
        count = fs.readSync(0, chunk, 0, chunk.length, null);
      } catch (error) {
        if (error.code === 'EAGAIN') continue;
        if (error.code === 'EOF') return;
        throw error;
      }
      if (count === 0) return;
      pending += chunk.toString('utf8', 0, count);
      let newline;
      while ((newline = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        if (!line.trim()) continue;
        this._handle(JSON.parse(line));
        this._out.push('{"command":"end"}\n');
        fs.writeSync(1, this._out.join('\n'));
        this._out = [];
      }
    }
  }
}

module.exports = { Client, PROTOCOL };
