"""Paths of the sample data the governance tests run on (a plain module: tests/ has no packages)."""
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TRANSCRIPTS = ROOT / "sample_repos" / "transcripts"
QQBROWSER = ROOT / "sample_repos" / "qqbrowser"
