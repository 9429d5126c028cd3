"""Seeded, bounded fuzzing of the extractor (hypothesis): real source files of every language with
bytes flipped, lines dropped and invalid UTF-8 inserted. Properties: no exception, every symbol has
a name and a line inside the file, and no name begins right after an invalid byte (a name cut at the
byte, `thode` for `m\\xe9thode`)."""
from __future__ import annotations

import random
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from codeindex.extract import Extractor
from codeindex.languages import EXTENSIONS

SAMPLE = Path(__file__).resolve().parents[2] / "sample_repos"
FILES: dict[str, list[Path]] = {}
for f in sorted(SAMPLE.rglob("*")):
    lang = EXTENSIONS.get(f.suffix)
    if lang and f.is_file() and ".codeindex" not in f.parts and f.stat().st_size < 40_000:
        FILES.setdefault(lang, []).append(f)
EXTRACTOR = Extractor()
FUZZ = settings(max_examples=200, derandomize=True, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow])


def mutate(data: bytes, seed: int) -> bytes:
    rnd = random.Random(seed)
    out = bytearray(data)
    for _ in range(rnd.randint(1, 12)):
        if not out:
            break
        op, at = rnd.randrange(4), rnd.randrange(len(out))
        if op == 0:
            out[at] = rnd.randrange(256)
        elif op == 1:
            out[at:at] = bytes([rnd.choice([0x80, 0xC3, 0xE9, 0xFF, 0xED, 0xF0])])
        elif op == 2:
            end = out.find(b"\n", at)
            del out[at:end if end > 0 else len(out)]
        else:
            out[at:at] = rnd.choice([b"{", b"}", b"(", b"\"", b"/*", b"#if X\n", b"`", b"@"])
    return bytes(out)


@FUZZ
@given(lang=st.sampled_from(sorted(FILES)), pick=st.integers(0, 10**6), seed=st.integers(0, 10**6))
def test_mutated_sources_extract_without_error_or_cut_names(lang, pick, seed):
    source = FILES[lang][pick % len(FILES[lang])].read_bytes()
    data = mutate(source, seed)
    found = EXTRACTOR.extract(lang, data)
    lines = data.count(b"\n") + 1
    for s in found.symbols:
        assert s.name, s
        assert 1 <= s.line <= s.end_line <= lines + 1, s
    if found.invalid_utf8:
        for s in found.symbols:
            assert "\ufffd" not in s.name


@FUZZ
@given(lang=st.sampled_from(sorted(FILES)), data=st.binary(max_size=600))
def test_random_bytes_extract_without_error(lang, data):
    for s in EXTRACTOR.extract(lang, data).symbols:
        assert s.name


@FUZZ
@given(lang=st.sampled_from(sorted(FILES)), pick=st.integers(0, 10**6), which=st.integers(0, 10**6),
       bad=st.sampled_from([b"\xe9", b"\x81", b"\xff", b"\xc3", b"\xed\xa0"]))
def test_an_invalid_byte_inside_a_declared_name_never_leaves_its_tail(lang, pick, which, bad):
    source = FILES[lang][pick % len(FILES[lang])].read_bytes()
    clean = EXTRACTOR.extract(lang, source)
    names = {s.name for s in clean.symbols}
    candidates = [s for s in clean.symbols if len(s.name) >= 4 and s.name.isascii() and s.name.isidentifier()
                  and s.name[1:] not in names]
    if not candidates:
        return
    s = candidates[which % len(candidates)]
    lines = source.split(b"\n")
    line = lines[s.line - 1]
    at = line.find(s.name.encode())
    if at < 0:
        return
    lines[s.line - 1] = line[:at + 1] + bad + line[at + 1:]
    broken = EXTRACTOR.extract(lang, b"\n".join(lines))
    assert s.name[1:] not in {x.name for x in broken.symbols}, (s.name, bad)
