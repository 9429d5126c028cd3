"""Go interfaces that embed the standard library's (afero's File: io.Closer, io.ReaderAt, io.Seeker…):
what those bring is known, so a member none of them nor the interface declares is missing for
certain, one they bring is verified (rule known_base_member), and a package the repository imports
(`io/fs`) is not its `fs` variable (real tree-sitter, real index)."""
from __future__ import annotations

import pytest

from verifier import rules as R
from verifier_repos import claim_written, verifier_over

FILES = {
    "go.mod": "module example.com/vfs\n",
    "vfs.go": """package vfs

import (
	"io"
	"io/fs"
	"os"
)

type File interface {
	io.Closer
	io.Reader
	io.ReaderAt
	io.Seeker
	io.WriterAt
	Name() string
	Readdirnames(n int) ([]string, error)
}

type Fs interface {
	Mkdir(name string, perm os.FileMode) error
	Open(name string) (File, error)
}

func NewIOFS(fs Fs) fs.FS { return nil }
""",
    "vfs_test.go": """package vfs

func helper(fs Fs) { fs.Mkdir("a", 0o755) }

func other(fs Fs) { fs.Open("b") }
""",
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


def test_a_member_no_embedded_standard_interface_brings_is_missing_for_certain(verifier):
    c = claim_written(verifier, "拿到 `vfs.File` 之后，直接调用它的 `Mkdir` 建子目录。", "Mkdir")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule in (R.MEMBER_MISSING, R.HOMONYM_DEFINED_HERE)
    assert c.suggestions and c.suggestions[0].symbol == "Fs.Mkdir"


def test_a_member_an_embedded_standard_interface_brings_is_verified(verifier):
    c = claim_written(verifier, "Call `ReadAt(buf, 0)` on the `File`.", "ReadAt(buf, 0)")
    assert c.status == "verified" and c.rule == R.KNOWN_BASE_MEMBER
    assert "io.ReaderAt" in c.reason and c.evidence[0].path == "vfs.go"


def test_the_imported_standard_fs_package_is_not_the_repositorys_fs_variable(verifier):
    c = claim_written(verifier, "`fs.FS` を要求する API には `vfs.NewIOFS(memFs)` を渡す。", "fs.FS")
    assert c.error is None and c.status == "unverifiable"
