'use strict';
// Errors: losing the connection reloads the open screen, so "No internet connection" shows though
// the user did nothing.

const { UnifiedSafeApp } = require('./unified.js');

class ErrorOnDisconnect extends UnifiedSafeApp {
  constructor() { super('unified, reloads when the connection drops (mutant)'); }

  onConnectivity({ connected }) { if (!connected) this.command('reload'); }
}

new ErrorOnDisconnect().run();
