/** jsdom has no fetch Response: the little of it the shell's code under test builds and reads. */
class TestResponse {
  readonly ok: boolean;
  constructor(
    private readonly body: string,
    readonly init: { status?: number } = {},
  ) {
    this.ok = (init.status ?? 200) < 400;
  }
  text(): Promise<string> {
    return Promise.resolve(this.body);
  }
  json(): Promise<unknown> {
    return Promise.resolve(JSON.parse(this.body));
  }
}

export function provideResponse(): void {
  if (!('Response' in globalThis)) Object.assign(globalThis, { Response: TestResponse });
}
