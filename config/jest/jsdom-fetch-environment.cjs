// jsdom has no fetch classes (Request, Response, Headers). Web tests run the real api-client over
// a scripted fetch (@premieres/api-client/testing), so they get Node's own. AbortController and
// AbortSignal come with them: Node's Request accepts only its own signal (ky makes one per call).
// No global fetch: a request a test did not script fails instead of leaving the machine.
const { TestEnvironment } = require('jest-environment-jsdom');

const FETCH_CLASSES = ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'ReadableStream'];

class JsdomFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FETCH_CLASSES) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomFetchEnvironment;
