"""codeindex: a persistent, incremental tree-sitter symbol graph of a repository.

    from codeindex import open_index
    index = open_index("sample_repos/qqbrowser")       # builds or updates incrementally
    [bar] = index.explorer.find_types("FastScrollBar")
    index.explorer.members(bar).named("attach")
"""
from .build import BuildReport, build, list_files
from .errors import CodeIndexError, IndexUnavailable, NotADirectory, PathMissing
from .explorer import Ancestry, Explorer, Members, SymbolRecord
from .extract import Extractor, FileSymbols, Symbol
from .graph_nx import inheritance_view, symbol_graph
from .index import IndexSnapshot, RepoIndex, open_index
from .languages import EXTENSIONS, LANGUAGES, language_for
from .names import camel_words, edit_distance, similarity
from .store import FORMAT_VERSION, CorruptIndex

__all__ = [
    "Ancestry", "CodeIndexError", "IndexUnavailable", "NotADirectory", "PathMissing", "BuildReport", "CorruptIndex", "EXTENSIONS", "Explorer", "Extractor",
    "FORMAT_VERSION", "FileSymbols", "IndexSnapshot", "LANGUAGES", "Members", "RepoIndex", "Symbol", "SymbolRecord",
    "build", "camel_words", "edit_distance", "inheritance_view", "language_for", "list_files",
    "open_index", "similarity", "symbol_graph",
]
