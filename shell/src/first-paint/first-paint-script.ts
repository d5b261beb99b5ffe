// The document's inline script: built on its own (shell/webpack.config.ts) into index.html's
// <body>, where the page's policy allows it by its hash (gateway and nginx compute it from the file).
import { startFirstPaint } from './start-first-paint';

startFirstPaint();
