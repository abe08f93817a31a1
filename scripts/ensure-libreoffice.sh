#!/usr/bin/env bash
# Office document previews (doc, docx, xls, xlsx, csv -> PDF) use LibreOffice headless, Debian's
# libreoffice-*-nogui packages. Installed like Chromium: via apt when run as root (or with sudo), otherwise
# skipped with a note; the portal then answers that office previews are unavailable and everything else works.
set -euo pipefail
if command -v soffice >/dev/null 2>&1; then exit 0; fi
SUDO=""
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo"; else
    echo "LibreOffice (soffice) is not installed and this user cannot install it: office previews stay unavailable."
    exit 0
  fi
fi
echo "Installing Debian's LibreOffice (writer, calc; no GUI) for office document previews..."
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq || true
if ! $SUDO apt-get install -y -qq --no-install-recommends libreoffice-writer-nogui libreoffice-calc-nogui >/dev/null; then
  echo "LibreOffice could not be installed: office previews stay unavailable."
  exit 0
fi
soffice --version || true
