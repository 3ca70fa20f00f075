#!/usr/bin/env node
'use strict';
// The wallet's `legacy-android` client in JavaScript: a port of
// Sources/Systems/SafeApp/Algorithms/LegacyAndroidSafeApp.swift (and of the user actions every
// client shares, SafeApp.swift's extension), run under specrun through the adapter:
//
//     algorithms:
//       - system: safe-app
//         name: legacy-android-js
//         command: [node, adapters/js/safe_app_legacy_android.js]
//
// The wallet's clients share one environment (SafeAppEnvironment.swift: screens, requests, errors),
// which stays in specrun; a client decides when to load, so its events are the app's hooks and the
// user's actions and its commands are the environment's operations.

const path = require('path');
const { Client } = require(path.join(__dirname, 'specrun-adapter.js'));

/** What every wallet client does on the user's actions, unless it says otherwise. */
class SafeAppClient extends Client {
  onOpen(screen) { this.command('open', screen); }
  onPullToRefresh() { this.command('refresh'); }
  onSwitchSafe({ safe }) { this.command('switchSafe', { safe }); }
  onEnterAddress({ address }) { this.command('enterAddress', { address }); }
  onPushToken({ token }) { this.command('registerPush', { token }); }
}

/**
 * The legacy Android client, which "only refreshed when accessing a screen": it loads when the
 * app starts, when a screen is opened and on pull to refresh, but not when the app comes to the
 * foreground; connectivity and push notifications change nothing (so it does not listen to them).
 */
class LegacyAndroidSafeApp extends SafeAppClient {
  constructor() {
    super();
    this.name = 'legacy-android (JavaScript)';
  }

  onLaunch() { this.command('start'); }

  onTerminate() { this.command('terminate'); }
}

module.exports = { SafeAppClient, LegacyAndroidSafeApp };

if (require.main === module) new LegacyAndroidSafeApp().run();
