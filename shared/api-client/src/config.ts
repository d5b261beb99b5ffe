export interface ApiClientConfig {
  /** Absolute URL of the API, e.g. 'https://premieres.example/api'. */
  baseUrl: string;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
}

function defaultBaseUrl(): string {
  const origin = typeof window === 'undefined' ? 'http://localhost:8080' : window.location.origin;
  return `${origin}/api`;
}

let current: ApiClientConfig | undefined;

export function apiConfig(): ApiClientConfig {
  current ??= { baseUrl: defaultBaseUrl() };
  return current;
}

/** Points the client elsewhere (another origin, a test server). Affects calls made afterwards. */
export function configureApiClient(config: Partial<ApiClientConfig>): void {
  current = { ...apiConfig(), ...config };
}
