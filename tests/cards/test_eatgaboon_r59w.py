"""Eatgaboon (42578427), Normal Trap: when the opponent Normal or Flip Summons a monster with 500 or less
ATK, destroy it.

Sources, in our words: yugioh-wiki.net 《ねずみ取り》 (the opponent's Normal Summon or Flip Summon of a
monster of 500 ATK or less; Special Summons are not answered); the MRL-065 text (2002) and today's do the
same (no ERAS entry); it targets the summoned monster as this engine's Trap Hole does (our reading of
"destroy that monster"), so Spirit Reaper, destroyed when targeted, goes at once (Spirit Reaper's text);
a Set is no summon (seed 000 §召喚)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

EG = "Eatgaboon"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(*hand):
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, EG)
    table.hand(1, *hand)
    return table


def test_eatgaboon_destroys_a_normal_summoned_kuriboh():
    """Q: my opponent Normal Summons Kuriboh (300 ATK); I activate Eatgaboon. A: Kuriboh is destroyed."""
    duel = _table("Kuriboh").build()
    s = Script(duel)
    s.pick("summon", "Kuriboh", player=1)
    s.pick("activate", EG, player=0, request="chain")
    s.pick("target", "Kuriboh", player=0)
    _pass_all(duel, s)
    assert grave(duel, 1) == ["Kuriboh"] and grave(duel, 0) == [EG]


def test_eatgaboon_answers_a_flip_summon():
    """Q: my opponent Flip Summons their Thousand-Eyes Idol (0 ATK). A: Eatgaboon can be activated and
    destroys it."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, EG)
    idol = table.monster(1, "Thousand-Eyes Idol", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", idol, player=1)
    s.pick("activate", EG, player=0, request="chain")
    s.pick("target", idol, player=0)
    _pass_all(duel, s)
    assert grave(duel, 1) == ["Thousand-Eyes Idol"]


def test_eatgaboon_not_for_501_atk_or_more():
    """Q: my opponent Normal Summons Celtic Guardian (1400 ATK). A: Eatgaboon is not offered."""
    duel = _table("Celtic Guardian").build()
    s = Script(duel)
    s.pick("summon", "Celtic Guardian", player=1)
    assert duel.request.kind == "idle" and duel.request.player == 1     # no window offered me Eatgaboon
    assert [c.name for c in duel.players[0].szone if c] == [EG]


def test_eatgaboon_not_for_a_special_summon_or_a_set():
    """Q: my opponent Special Summons Kuriboh with Monster Reborn, then Sets Thousand-Eyes Idol. A: neither
    opens Eatgaboon: Kuriboh was Special Summoned, the Idol was Set, not summoned."""
    table = _table("Monster Reborn", "Thousand-Eyes Idol")
    table.grave(1, "Kuriboh")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", player=1)
    s.pick("target", "Kuriboh", player=1)
    while duel.request.kind in ("chain", "option"):
        if duel.request.kind == "option":
            s.answer(duel.request.options[0])
            continue
        assert not s.has("activate", EG)
        s.pick("pass", player=duel.request.player)
    assert [c.name for c in duel.monsters(1)] == ["Kuriboh"]
    s.pick("set", "Thousand-Eyes Idol", player=1)
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert [c.name for c in duel.players[0].szone if c] == [EG]


def test_eatgaboon_on_spirit_reaper():
    """Q: my opponent Normal Summons Spirit Reaper (300 ATK); I activate Eatgaboon on it. A: targeted by
    an effect, Spirit Reaper destroys itself; it is in the GY after the chain."""
    duel = _table("Spirit Reaper").build()
    s = Script(duel)
    s.pick("summon", "Spirit Reaper", player=1)
    s.pick("activate", EG, player=0, request="chain")
    s.pick("target", "Spirit Reaper", player=0)
    _pass_all(duel, s)
    assert grave(duel, 1) == ["Spirit Reaper"] and duel.monsters(1) == []
