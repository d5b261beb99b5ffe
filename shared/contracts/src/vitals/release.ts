// Apart from the schemas: the shell tags each report with its release at start, and a module that
// holds a schema would bring the schema library into every page's first load (issue 28: +15 KB).

/**
 * What served the page: the route's remote and its version, with the shell's when the manifest
 * records it ('mfe-browse@1.4.0+shell@2.1.0', webVitalRelease). Letters, digits and `@ . _ + -`.
 */
export const WEB_VITAL_RELEASE_PATTERN = '^[A-Za-z0-9@._+-]+$';

/** The release identity of a page: `remote@version`, then `+shell@version` when the shell's is known. */
export function webVitalRelease(
  remote: { name: string; version?: string } | null,
  shellVersion?: string,
): string | undefined {
  const parts = [
    ...(remote?.version ? [`${remote.name}@${remote.version}`] : []),
    ...(shellVersion ? [`shell@${shellVersion}`] : []),
  ];
  const release = parts.join('+');
  return release && new RegExp(WEB_VITAL_RELEASE_PATTERN).test(release) && release.length <= 100
    ? release
    : undefined;
}
