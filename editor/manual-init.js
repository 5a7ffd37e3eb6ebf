// Decap CMS starts only when the site's own code (checks.js) has set up how it reads files.
globalThis.CMS_MANUAL_INIT = true;
