"""Matches: best of three duels with side decking (seed 000 §MATCH條件, seed 004 §对战方法)
and the tournament time limit (seed 001 大會規定, 判定1-3)."""

from duelist.match.clock import DecisionClock, WallClock, parse_time_limit
from duelist.match.match import Match, MatchError, run_match_replay

__all__ = ["Match", "MatchError", "run_match_replay", "WallClock", "DecisionClock", "parse_time_limit"]
