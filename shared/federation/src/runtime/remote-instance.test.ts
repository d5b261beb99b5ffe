import { init } from '@module-federation/runtime';
import { initRemoteInstance } from './remote-instance';

// What the shell's build compiles into its copy of the runtime (DefinePlugin), and the id its
// instance starts with: the copy a remote is handed finds that instance by it.
const BUILD_ID = 'shell-under-test:0.1.0';
const globals = globalThis as { FEDERATION_BUILD_IDENTIFIER?: string };

describe('a remote federation instance from the shell-published runtime', () => {
  beforeAll(() => {
    globals.FEDERATION_BUILD_IDENTIFIER = BUILD_ID;
  });
  afterAll(() => {
    delete globals.FEDERATION_BUILD_IDENTIFIER;
  });

  it("is the remote's own, beside the shell's, and the same one on a second start", () => {
    const shell = init({ id: BUILD_ID, name: 'shell-under-test', remotes: [] });
    // The shell's own init would hand the remote the shell's instance, which refuses the name.
    expect(() => init({ name: 'mfe-browse-under-test', remotes: [] })).toThrow('RUNTIME-010');
    const browse = initRemoteInstance({ name: 'mfe-browse-under-test', remotes: [] });
    expect(browse).not.toBe(shell);
    expect(browse.options.name).toBe('mfe-browse-under-test');
    expect(shell.options.name).toBe('shell-under-test');
    expect(initRemoteInstance({ name: 'mfe-browse-under-test', remotes: [] })).toBe(browse);
  });

  it('tells versions of one name apart', () => {
    const first = initRemoteInstance({ name: 'mfe-player-under-test', version: '0.1.0', remotes: [] });
    const second = initRemoteInstance({ name: 'mfe-player-under-test', version: '0.2.0', remotes: [] });
    expect(second).not.toBe(first);
    expect(initRemoteInstance({ name: 'mfe-player-under-test', version: '0.1.0', remotes: [] })).toBe(first);
  });
});
