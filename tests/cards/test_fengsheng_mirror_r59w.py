"""Fengsheng Mirror (37406863), Normal Spell: see the opponent's hand and discard 1 Spirit monster of it.

Sources, in our words: yugioh-wiki.net 《封神鏡》 (see the opponent's hand; if a Spirit monster is
there, pick 1 and discard it); the LOD-075 print (2003) and today's text do the same (no ERAS entry);
with no Spirit monster the hand is only seen (the same page's text); with an empty opponent's hand it
could do nothing, so it is not activated (our reading, as this engine's Confiscation)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

FM = "Fengsheng Mirror"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_fengsheng_mirror_discards_my_pick_of_two_spirits():
    """Q: my opponent holds Asura Priest, Susa Soldier and Pot of Greed; I activate Fengsheng Mirror. A: I
    see their hand and discard Susa Soldier, my pick; Asura Priest and Pot of Greed stay."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, FM)
    table.hand(1, "Asura Priest", "Susa Soldier", "Pot of Greed")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", FM)
    _pass_all(duel, s)
    assert duel.request.kind == "option" and duel.request.player == 0
    assert sorted(o.name for o in duel.request.options) == ["Asura Priest", "Susa Soldier"]
    s.answer([o for o in duel.request.options if o.name == "Susa Soldier"][0])
    assert grave(duel, 1) == ["Susa Soldier"] and grave(duel, 0) == [FM]
    assert sorted(hand(duel, 1)) == ["Asura Priest", "Pot of Greed"]


def test_fengsheng_mirror_without_a_spirit_only_sees_the_hand():
    """Q: my opponent holds Sangan and Mirror Force. A: Fengsheng Mirror resolves: I see both (a reveal
    to me in the log), nothing is discarded."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, FM)
    table.hand(1, "Sangan", "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", FM)
    _pass_all(duel, s)
    assert grave(duel, 1) == [] and sorted(hand(duel, 1)) == ["Mirror Force", "Sangan"]
    assert grave(duel, 0) == [FM]
    assert any(e["type"] == "reveal" for e in duel.log)


def test_fengsheng_mirror_not_with_an_empty_opponents_hand():
    """Q: my opponent has no card in hand. A: Fengsheng Mirror cannot be activated."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, FM)
    duel = table.build()
    assert not Script(duel).has("activate", FM)


def test_fengsheng_mirror_one_spirit_goes_without_a_question():
    """Q: my opponent's only Spirit in hand is Asura Priest. A: it is discarded; no choice asked."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, FM)
    table.hand(1, "Asura Priest", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", FM)
    _pass_all(duel, s)
    assert grave(duel, 1) == ["Asura Priest"] and hand(duel, 1) == ["Battle Ox"]
    assert duel.request.kind == "idle"
