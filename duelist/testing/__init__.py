"""Judge-style scenario tests: set the table, script the picks, assert (docs/scenarios.md)."""

from duelist.testing.scenario import CardRef, Script, ScriptError, Table

__all__ = ["Table", "Script", "ScriptError", "CardRef"]
