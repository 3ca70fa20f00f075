'use strict';
// The wallet's `unified` policy in JavaScript (Sources/Systems/SafeApp/Algorithms/UnifiedSafeApp.swift):
// loads on start, on opening a screen, on pull to refresh and on switching safe (the actions every
// client shares, from the port in adapters/js), and reloads the open screen when the app comes to
// the foreground. The base of the wallet's mutants, each this policy with one bug.

const path = require('path');
const { SafeAppClient } = require(path.join(__dirname, '..', '..', 'adapters', 'js', 'safe_app_legacy_android.js'));

class UnifiedSafeApp extends SafeAppClient {
  constructor(name = 'unified (JavaScript)') {
    super();
    this.name = name;
  }

  onLaunch() { this.command('start'); }

  onForeground() { this.command('reload'); }

  onTerminate() { this.command('terminate'); }
}

module.exports = { UnifiedSafeApp };

if (require.main === module) new UnifiedSafeApp().run();
