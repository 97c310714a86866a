"""Matches: best of three duels with side decking (seed 000 §MATCH條件, seed 004 §对战方法)."""

from duelist.match.match import Match

__all__ = ["Match"]
