// Writes nginx's security headers (add_header lines) from the gateway's policy and the release's
// own documents, so nginx and the gateway send one policy: `tsx nginx-security-headers.ts <html>…`.
import { readFileSync } from 'node:fs';
import { nginxSecurityHeaders } from '@premieres/gateway/security-headers';

const documents = process.argv.slice(2).map((file) => readFileSync(file, 'utf8'));
if (documents.length === 0) {
  console.error('usage: nginx-security-headers.ts <document.html>…');
  process.exit(2);
}
process.stdout.write(nginxSecurityHeaders(documents));
