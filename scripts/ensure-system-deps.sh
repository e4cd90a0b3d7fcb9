#!/usr/bin/env bash
# Installs the system programs the test suite drives, when missing: Chromium (browser tests,
# driven by playwright-core) and LibreOffice Writer (opens every generated .docx). Runs before
# `npm test`. Uses apt-get as root on Debian/Ubuntu; elsewhere it says what to install.
set -euo pipefail

need_chromium=$(command -v chromium >/dev/null 2>&1 || echo yes)
need_office=$(command -v soffice >/dev/null 2>&1 || echo yes)
[ -z "$need_chromium$need_office" ] && exit 0

if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "The tests need Chromium (/usr/bin/chromium) and LibreOffice Writer (soffice)." >&2
  echo "Install them, e.g. on Debian: sudo apt-get install chromium libreoffice-writer-nogui" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
echo "Installing system packages for the tests (one time)…"
apt-get update -qq
[ -n "$need_chromium" ] && apt-get install -y -qq chromium >/dev/null
[ -n "$need_office" ] && apt-get install -y -qq --no-install-recommends libreoffice-writer-nogui >/dev/null
echo "Chromium: $(chromium --version 2>/dev/null || echo missing); LibreOffice: $(soffice --version 2>/dev/null | head -1 || echo missing)"
