// Names the directory where this jest run keeps its seeded data-folder templates (libs/testing's
// host-template.ts builds each kind on first use; docs/testing.md). A run started with
// ESG_TEST_TEMPLATES already set (a directory, or `off`) keeps it and owns nothing.
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

module.exports = async function globalSetup() {
  if (process.env.ESG_TEST_TEMPLATES) return;
  const dir = mkdtempSync(join(tmpdir(), 'esg-test-templates-'));
  // Inherited by the test workers, which jest starts after the global setup.
  process.env.ESG_TEST_TEMPLATES = dir;
  process.env.ESG_TEST_TEMPLATES_OWNED = dir;
};
