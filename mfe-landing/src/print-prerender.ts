/// <reference types="node" />
// Run by the gateway's prerender step (tsx with this remote's tsconfig): prints the page as JSON.
import { prerenderLandingPage } from './prerender';

process.stdout.write(JSON.stringify(prerenderLandingPage()));
