'use strict';
// Reloads: the open screen reloads when the connection comes back, a network-availability trigger
// the policy rules out.

const { UnifiedSafeApp } = require('./unified.js');

class ReloadOnReconnect extends UnifiedSafeApp {
  constructor() { super('unified, reloads when the connection comes back (mutant)'); }

  onConnectivity({ connected }) { if (connected) this.command('reload'); }
}

new ReloadOnReconnect().run();
