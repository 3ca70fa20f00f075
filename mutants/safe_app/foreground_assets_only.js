'use strict';
// Reloads: only the Assets screen reloads when the app comes to the foreground (the reload was
// wired in the start screen alone); any other open screen keeps what it showed.

const { UnifiedSafeApp } = require('./unified.js');

class ForegroundAssetsOnly extends UnifiedSafeApp {
  constructor() { super('unified, foreground reloads Assets only (mutant)'); }

  onLaunch() { this.screen = 'Assets'; super.onLaunch(); }

  onOpen(fields) { this.screen = fields.screen; super.onOpen(fields); }

  onSwitchSafe(fields) { this.screen = 'Assets'; super.onSwitchSafe(fields); }

  onForeground() { if (this.screen === 'Assets') super.onForeground(); }
}

new ForegroundAssetsOnly().run();
