// Removes the templates of this jest run (see global-setup.js).
const { rmSync } = require('node:fs');

module.exports = async function globalTeardown() {
  const owned = process.env.ESG_TEST_TEMPLATES_OWNED;
  if (!owned) return;
  rmSync(owned, { recursive: true, force: true });
  delete process.env.ESG_TEST_TEMPLATES;
  delete process.env.ESG_TEST_TEMPLATES_OWNED;
};
