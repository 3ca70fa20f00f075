'use strict';
// Reloads: the open screen reloads the first time the app comes back to the foreground only (a
// flag set then and never cleared).

const { UnifiedSafeApp } = require('./unified.js');

class ForegroundReloadOnce extends UnifiedSafeApp {
  constructor() { super('unified, reloads on the first return only (mutant)'); }

  onStart() { this.reloaded = false; }

  onForeground() {
    if (this.reloaded) return;
    this.reloaded = true;
    super.onForeground();
  }
}

new ForegroundReloadOnce().run();
