/** A subtitle file the service refuses; `line` is 1-based in the uploaded file. */
export class SubtitleError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`Subtitle file, line ${line}: ${reason}`);
    this.name = 'SubtitleError';
  }
}
