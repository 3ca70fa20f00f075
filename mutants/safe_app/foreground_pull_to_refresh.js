'use strict';
// Reloads: coming to the foreground refreshes as a pull to refresh does (the pending load is
// cancelled and asked again, under a spinner) instead of reloading quietly.

const { UnifiedSafeApp } = require('./unified.js');

class ForegroundPullToRefresh extends UnifiedSafeApp {
  constructor() { super('unified, foreground refreshes with a spinner (mutant)'); }

  onForeground() { this.command('refresh'); }
}

new ForegroundPullToRefresh().run();
