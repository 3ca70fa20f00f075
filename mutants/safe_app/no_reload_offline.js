'use strict';
// Errors: the foreground reload is skipped while the device is offline, so the user is never told
// "No internet connection" and keeps looking at old data.

const { UnifiedSafeApp } = require('./unified.js');

class NoReloadOffline extends UnifiedSafeApp {
  constructor() { super('unified, no reload offline (mutant)'); }

  onStart({ device }) { this.connected = device.connected; }

  onConnectivity({ connected }) { this.connected = connected; }

  onForeground() { if (this.connected) super.onForeground(); }
}

new NoReloadOffline().run();
