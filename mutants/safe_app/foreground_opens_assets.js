'use strict';
// Reloads: coming to the foreground opens the start screen (Assets) afresh instead of reloading
// the screen the user left.

const { UnifiedSafeApp } = require('./unified.js');

class ForegroundOpensAssets extends UnifiedSafeApp {
  constructor() { super('unified, foreground opens Assets (mutant)'); }

  onForeground() { this.command('open', { screen: 'Assets' }); }
}

new ForegroundOpensAssets().run();
