"""Tornado Wall (18605135) with A Legendary Ocean (295517), whose name is always "Umi".

Sources, read in our words: A Legendary Ocean's own text (LOD-078 and today's: its name is always
treated as "Umi"), so a card that asks for "Umi" on the field -- Tornado Wall's activation and its
"destroyed without Umi" -- is satisfied by it (our reading of the two texts; no ruling found
naming this pair). Round 57r's review of the stop-56 engine-round cards."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

TW = "Tornado Wall"
OCEAN = "A Legendary Ocean"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_tornado_wall_activated_and_kept_by_a_legendary_ocean():
    """Q: no "Umi" itself is on the field, only my opponent's face-up A Legendary Ocean; their
    Battle Ox attacks me directly and I answer with my Set Tornado Wall. A: the Ocean is "Umi":
    the Wall may be activated and I take no battle damage; it stays on the field."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.field_spell(1, OCEAN)
    table.spell_trap(0, TW)
    foe = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", foe, target="player", player=1)
    assert s.has("activate", TW)
    s.pick("activate", TW, player=0)
    _pass(duel, s)
    assert lp(duel) == (8000, 8000)
    assert grave(duel, 0) == []
    assert [c.name for c in duel.players[0].szone if c is not None] == [TW]
