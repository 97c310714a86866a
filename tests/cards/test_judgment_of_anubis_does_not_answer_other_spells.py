"""Judgment of Anubis answers only a Spell Card that destroys Spells/Traps on the field, not
any Spell its opponent activates.

Sources: Judgment of Anubis's text ("when your opponent activates a Spell Card that would
destroy a Spell/Trap Card(s) on the field"; tests/cards/test_judgment_of_anubis.py); seed 000
§反擊陷阱."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def test_judgment_of_anubis_cannot_answer_dark_hole():
    """Q: my opponent activates Dark Hole (it destroys monsters only); I have Judgment of Anubis
    Set and a card to discard. May I answer it? A: no: Dark Hole resolves."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="main1")
    anubis = table.spell_trap(0, "Judgment of Anubis")
    table.hand(0, "Celtic Guardian")
    table.monster(0, "Battle Ox")
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    assert duel.monsters(0) == []
    assert anubis.card(duel).location == S.SZONE and not anubis.card(duel).face_up
