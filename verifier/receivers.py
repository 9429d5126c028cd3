"""How firmly the repository's own code types a variable name (`app`, `db`, `e`), read from the votes
the resolver counts (each place that declares the name with a type is one vote, resolve.py
`_receiver_votes`).

A name the repository declares with one type nearly everywhere is that type in a note written about the
repository: `CLI::App app` in 112 of 112 places, `FMDatabase *db` in 96 of 96. Another type of the
repository that has the claimed member (CLI11's `Option::envname` for `app.envname`) is then no reason for
doubt unless the variable could be one of those too: the repository gives the name that type somewhere,
or the name fits it (`opt` for an Option). A habit that is only a majority (`Echo` for `e` in 41 of 53
places) stays a guess, as before.
"""
from __future__ import annotations

from dataclasses import dataclass

# A unanimous habit: the voted type holds at least this share of the places, and at least this many.
CLEAR_SHARE = 0.9
CLEAR_PLACES = 5
# NAME_FITS_HABIT (resolve.py `_others_the_name_may_hold`): a habit short of a clear one still holds a name
# that is its type's own in at least so many places and so large a share of them (`formatter` a
# HelpFormatter in 39 of 46 places; not `conf`, a Config in 3 of 5 and an App in the other 2).
MAJORITY_PLACES = 2
MAJORITY_SHARE = 0.75
# An outside type of the same simple name contests the repository's type for a variable name when it is
# given the name in at least this share of the places the repository's type is (`ctx context.Context`
# beside `ctx echo.Context`); a stray below it (one test's `request: httpx.Request` beside 220 of
# starlette's `request: Request`) leaves the habit standing.
CONTEST_SHARE = 0.1
# A type a sentence binds the variable to ("call `r.Handler(h)` on the Mux") holds the variable where the
# repository gives the name that type in at least this many places (one place may be a stray test's).
SAID_TYPE_PLACES = 2


@dataclass(frozen=True)
class Habit:
    """The votes for one variable name: {type as written: places}, all places counted."""
    votes: dict[str, int]
    total: int

    def share(self, written: str) -> float:
        return self.votes.get(written, 0) / self.total if self.total else 0.0

    def is_clear_for(self, written: str) -> bool:
        """Does the repository give the name this type so consistently that the text means it too?"""
        return self.votes.get(written, 0) >= CLEAR_PLACES and self.share(written) >= CLEAR_SHARE

    def is_clear_for_all(self, places: int) -> bool:
        """Is a type given the name in `places` of the places (its own and its subtypes' together) a
        habit as clear as is_clear_for asks?"""
        return places >= CLEAR_PLACES and self.total > 0 and places / self.total >= CLEAR_SHARE

    def is_majority_for(self, places: int) -> bool:
        """Is a type given the name in `places` of the places a firm majority (at least MAJORITY_PLACES
        places, MAJORITY_SHARE of them)?"""
        return places >= MAJORITY_PLACES and self.total > 0 and places / self.total >= MAJORITY_SHARE

    def also_given(self, type_name: str, at_least: int = 1) -> bool:
        """Does some place (at least `at_least` places) of the repository give the name this other type
        (by its simple name)?"""
        return sum(n for w, n in self.votes.items() if w.rsplit(".", 1)[-1] == type_name) >= at_least


def habit_from(counted: tuple[dict[str, list], int] | None) -> Habit | None:
    if counted is None:
        return None
    votes, total = counted
    return Habit({w: len(places) for w, places in votes.items()}, total)
