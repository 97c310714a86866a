"""Pandemonium (94585852), Field Spell: no Standby Phase LP for the "Archfiend" monsters, and a
search when an Archfiend monster is destroyed other than by battle.

Sources, read in our words: the card's text (DCR, 2005; today's TCG text says the same: no
player pays LP in the Standby Phase for "Archfiend" monsters; when a player's Archfiend monster
is destroyed and sent to the GY, except by battle, that player can add an Archfiend monster of a
lower Level from their Deck to their hand) and the OCG text on yugioh-wiki.net
《万魔殿－悪魔の巣窟－》 (戦闘以外で破壊されて墓地へ送られた時 ... 加える事ができる: an optional
"when" effect, so it misses the timing when the destruction is not the last thing that happened;
the page notes it answers one's own destructions too, Archfiend's Roar's End Phase one). Pojo's
2006 Archfiend article: several Archfiends destroyed at once give one search. The Standby Phase
waiver is tested with the Archfiends' own files (test_desrook_archfiend_r56c.py)."""

import pytest

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table

from tests.cards.archfiend_positions import settle, yes_no_asked

DECK = ["Vilepawn Archfiend", "Skull Archfiend of Lightning", "Battle Ox"]


def _dark_hole(rules="GOAT", monster="Archfiend Soldier", yes=True):
    """Turn 4: player 1 activates Dark Hole; player 0 controls Pandemonium and `monster`."""
    table = Table(rules=rules, turn=4, turn_player=1)
    table.field_spell(0, "Pandemonium")
    table.monster(0, monster)
    table.deck(0, DECK)
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    return duel, s


def test_pandemonium_searches_a_lower_level_archfiend_after_dark_hole():
    """Q: (both texts) my opponent's Dark Hole destroys my Archfiend Soldier (Level 4) while my
    Pandemonium is face-up. A: I may add an Archfiend of a lower Level from my Deck: Vilepawn
    Archfiend (Level 2) is offered, Skull Archfiend of Lightning (Level 6) and Battle Ox are not."""
    for rules in ("GOAT", "MR5"):
        duel, s = _dark_hole(rules)
        settle(duel, s, yes=True)
        assert duel.request.kind == "select", rules
        assert [o.name for o in duel.request.options if o.kind == "select"] == ["Vilepawn Archfiend"], rules
        s.pick("select", "Vilepawn Archfiend")
        assert hand(duel, 0) == ["Vilepawn Archfiend"] and grave(duel, 0) == ["Archfiend Soldier"], rules
        assert len(duel.players[0].deck) == 2, rules


def test_pandemonium_search_is_optional():
    """Q: the same Dark Hole; I decline Pandemonium's search. A: nothing is added."""
    duel, s = _dark_hole()
    settle(duel, s, yes=False)
    assert hand(duel, 0) == [] and len(duel.players[0].deck) == 3


def test_pandemonium_nothing_for_a_monster_that_is_no_archfiend():
    """Q: Dark Hole destroys my Battle Ox (no Archfiend). A: Pandemonium does not trigger."""
    duel, s = _dark_hole(monster="Mad Dog of Darkness")
    settle(duel, s, yes=True)
    assert hand(duel, 0) == [] and grave(duel, 0) == ["Mad Dog of Darkness"]


def test_pandemonium_nothing_when_destroyed_by_battle():
    """Q: my opponent's Summoned Skull (2500) destroys my Archfiend Soldier (1900) by battle. A:
    "except by battle": no search; I take 600."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.field_spell(0, "Pandemonium")
    soldier = table.monster(0, "Archfiend Soldier")
    table.monster(1, "Summoned Skull")
    table.deck(0, DECK)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=soldier, player=1)
    settle(duel, s, yes=True)
    assert grave(duel, 0) == ["Archfiend Soldier"] and hand(duel, 0) == [] and lp(duel) == (7400, 8000)


def test_pandemonium_misses_the_timing_under_a_later_chain_link():
    """Q: my opponent activates Pot of Greed and chains Ring of Destruction on my Archfiend
    Soldier; the Ring resolves first (we both take 1900), then Pot of Greed draws. A: the
    destruction is not the last thing that happened: the optional "when" misses the timing, no
    search is offered."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.field_spell(0, "Pandemonium")
    soldier = table.monster(0, "Archfiend Soldier")
    table.deck(0, DECK)
    table.hand(1, "Pot of Greed")
    table.spell_trap(1, "Ring of Destruction")
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=1)
    while duel.request.kind == "chain" and duel.request.player == 0:
        s.pick("pass", player=0)
    s.pick("activate", "Ring of Destruction", player=1, request="chain")
    s.pick("target", soldier, player=1)
    settle(duel, s, yes=True)
    assert not yes_no_asked(duel)
    assert grave(duel, 0) == ["Archfiend Soldier"] and hand(duel, 0) == []
    assert lp(duel) == (6100, 6100) and len(hand(duel, 1)) == 2


def test_pandemonium_the_opponents_archfiend_searches_for_its_controller():
    """Q: I control Pandemonium; my Dark Hole destroys my opponent's Archfiend Soldier. A: its
    controller, my opponent, may add their Vilepawn Archfiend."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(0, "Pandemonium")
    table.monster(1, "Archfiend Soldier")
    table.deck(1, DECK)
    table.hand(0, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=0)
    settle(duel, s, yes=True, pick="Vilepawn Archfiend")
    assert hand(duel, 1) == ["Vilepawn Archfiend"]


def test_pandemonium_waives_shadowknight_archfiends_upkeep():
    """Q: my Pandemonium and my Shadowknight Archfiend are face-up as my Standby Phase begins.
    A: no LP are paid for it: 8000."""
    from tests.cards.archfiend_positions import standby
    duel = standby("Shadowknight Archfiend", field=["Pandemonium"])
    assert lp(duel) == (8000, 8000)


def test_pandemonium_summoned_skull_is_an_archfiend_in_both_eras():
    """Q: my opponent's Dark Hole destroys my Summoned Skull (Level 6) under my Pandemonium. A:
    Summoned Skull is an "Archfiend" card (its OCG name; the card database's series), in 2005
    too (Card of the Day, eternity.mancubus.net, 2005-01-28: retroactively deemed an Archfiend):
    I may add Vilepawn Archfiend (Level 2) under both presets."""
    for rules in ("MR5", "GOAT"):
        duel, s = _dark_hole(rules, monster="Summoned Skull")
        settle(duel, s, yes=True, pick="Vilepawn Archfiend")
        assert hand(duel, 0) == ["Vilepawn Archfiend"], rules


def test_pandemonium_one_search_for_archfiends_destroyed_together():
    """Q: my opponent's Dark Hole destroys my two Archfiend Soldiers at once under my
    Pandemonium. A: one destruction event: Pandemonium's effect is offered once (Pojo's 2006
    article: a board wipe gives one Archfiend), I add one Vilepawn Archfiend. (Archfiends of
    different Levels destroyed together: the script bounds the search by the Level of the first
    card the destruction moved; no source found for which Level a player may use: a reading.)"""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.field_spell(0, "Pandemonium")
    table.monster(0, "Archfiend Soldier")
    table.monster(0, "Archfiend Soldier")
    table.deck(0, ["Vilepawn Archfiend", "Vilepawn Archfiend", "Battle Ox"])
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    asked = 0
    while duel.request is not None and duel.request.kind in ("chain", "yes_no", "select"):
        kind = duel.request.kind
        if kind == "yes_no":
            asked += 1
            s.pick("yes", player=0)
        elif kind == "select":
            s.pick("select", "Vilepawn Archfiend", first=True)
        else:
            s.pick("pass", player=duel.request.player)
    assert asked == 1 and hand(duel, 0) == ["Vilepawn Archfiend"]
    assert grave(duel, 0) == ["Archfiend Soldier", "Archfiend Soldier"]
